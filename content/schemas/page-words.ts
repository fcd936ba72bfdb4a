/** The schemas of the words every page shares: the layout's and the page blocks' (content/words/*.json). */
import { z } from 'zod';
import { text } from './lists.ts';
import { template } from './word-templates.ts';

export const layoutWordsSchema = z.strictObject({
  skipLink: text,
  header: z
    .strictObject({
      nav: text.meta({ description: 'The header’s links, for screen readers.' }),
      search: text,
      getStarted: text,
      menu: text.meta({ description: 'The menu button on small screens, for screen readers.' }),
      mobileNav: text.meta({ description: 'The menu’s links, for screen readers.' }),
    })
    .meta({ title: 'Header' }),
  footer: z
    .strictObject({
      social: text.meta({ description: 'The link to the social profile.' }),
      copyright: text.meta({ description: 'The line at the bottom.' }),
    })
    .meta({ title: 'Footer' }),
  notFound: z.strictObject({ title: text, text, home: text }).meta({ title: 'Page not found' }),
  routeError: z
    .strictObject({ title: text, home: text })
    .meta({ title: 'Page that failed', description: 'Shown when a page fails to load, with the reason.' }),
});
export type LayoutWords = z.infer<typeof layoutWordsSchema>;

export const blockWordsSchema = z.strictObject({
  contactInfo: z
    .strictObject({ heading: text, email: text, phone: text, offices: text, response: text, action: text })
    .meta({ title: 'Contact information card' }),
  caseStudyLink: text.meta({ title: 'Case study link', description: 'On the home page’s case study.' }),
  comingSoon: template(
    { title: 'the card’s title', emailLink: 'the email, as a link', phoneLink: 'the phone, as a link' },
    'Under a help card’s button that has no page yet.',
  ),
  tableOfContents: z.strictObject({ label: text.meta({ description: 'For screen readers.' }), heading: text }).meta({ title: 'Contents box' }),
  chat: z
    .strictObject({
      opening: text.meta({ description: 'While a live chat loads.' }),
      close: text.meta({ description: 'The button that closes the question form under Start Chat.' }),
    })
    .meta({ title: 'Start Chat', description: 'On the FAQ page’s chat card.' }),
  compliance: z
    .strictObject({ status: text, frequency: text })
    .meta({ title: 'Compliance badges', description: 'Read out before a badge to screen readers.' }),
  policyDate: template({ date: 'the policies’ date' }),
});
export type BlockWords = z.infer<typeof blockWordsSchema>;
