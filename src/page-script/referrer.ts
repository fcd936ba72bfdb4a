/** Whether a referrer (a whole URL, as browsers give it) is a page of `origin`. */
export const isPageOf = (referrer: string, origin: string): boolean => referrer.startsWith(`${origin}/`);
