// UTC, so the prerender and every visitor's browser print the same day (no hydration mismatch).
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export const formatArticleDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
