/** What a form's answers say. */
export interface FormMessages {
  method: string;
  contentType: string;
  notJson: string;
  unreadable: string;
  origin: string;
  storeDown: string;
  serverBug: string;
  tooLarge: (kb: number) => string;
  tooMany: (from: 'network' | 'email', seconds: number) => string;
}

/** The messages of a form named `noun` ('the white paper form') whose sends are `items` ('requests'). */
export function formMessages(noun: string, item: string, items: string): FormMessages {
  return {
    method: `Method not allowed: send ${noun} with POST.`,
    contentType: `Unsupported content type: send ${noun} as application/json or as a plain HTML form post.`,
    notJson: 'The request body is not valid JSON.',
    unreadable: 'The request body could not be read.',
    origin: `This website is not allowed to send ${noun}.`,
    storeDown: `We could not save your ${item} right now. Please try again in a minute.`,
    serverBug: 'Something went wrong on our side. Please try again or contact us directly.',
    tooLarge: (kb) => `The request is larger than ${kb} KB: please shorten your ${item}.`,
    tooMany: (from, seconds) => {
      const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
      const wait =
        seconds <= 60
          ? count(seconds, 'second')
          : seconds <= 3600
            ? count(Math.ceil(seconds / 60), 'minute')
            : count(Math.ceil(seconds / 3600), 'hour');
      const who = from === 'network' ? 'your network' : 'this email address';
      return `Too many ${items} from ${who}. Please try again in ${wait}.`;
    },
  };
}
