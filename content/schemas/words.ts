/**
 * The schemas of the words of the site's interface (content/words/*.json): one file per feature, so an island
 * ships only its own words. A text that states a value only known when it is shown (a count, a date, a title)
 * is a template: `template({ count: 'how many' })` declares the names it may use, `{count}`, and says what each
 * stands for; the content check refuses any other name that is no claim or fact.
 */
import { z } from 'zod';
import { text } from './lists.ts';

/** A text its code fills in: `params` names what each of its placeholders stands for. */
const template = (params: Record<string, string>, description?: string) => {
  const names = Object.entries(params).map(([name, what]) => `{${name}} (${what})`);
  const says = names.length ? `It may say ${names.join(', ')}.` : undefined;
  return text.meta({ params: Object.keys(params), description: [description, says].filter(Boolean).join(' ') || undefined });
};

const toast = z.strictObject({ title: text, description: text });

const calculatorInput = z.strictObject({
  label: text,
  unit: text.optional().meta({ description: 'Read out after the label to screen readers: (US dollars).' }),
  prefix: text.optional().meta({ description: 'Shown before the number in the box: $.' }),
  suffix: text.optional().meta({ description: 'Shown after the number in the box: hrs.' }),
});

export const calculatorWordsSchema = z.strictObject({
  fields: z
    .strictObject({ employees: calculatorInput, salary: calculatorInput, hours: calculatorInput, rate: calculatorInput })
    .meta({ title: 'Inputs' }),
  clamped: z
    .strictObject({
      minimum: template({ value: 'the number used' }),
      maximum: template({ value: 'the number used' }),
      note: template({ field: 'the input’s label', hint: 'the text above, in lower case' }, 'Read out after the estimate.'),
    })
    .meta({ title: 'Beside an input whose text is not used as typed' }),
  estimate: z
    .strictObject({
      title: text,
      annualSavings: text,
      reduction: template({ percent: 'the reduction: 70.0%' }),
      currentCost: text,
      newCost: text,
      aiSavings: text,
      offshoreSavings: text,
      proposal: text.meta({ title: 'Proposal button' }),
      disclaimer: text.meta({ multiline: true }),
      summary: template(
        { savings: 'the annual savings', percent: 'the reduction', newCost: 'the new annual cost' },
        'Read out to screen readers once typing pauses.',
      ),
    })
    .meta({ title: 'Estimate' }),
});
export type CalculatorWords = z.infer<typeof calculatorWordsSchema>;

export const contactWordsSchema = z.strictObject({
  form: z
    .strictObject({
      label: text.meta({ description: 'The form’s name, for screen readers.' }),
      submit: text,
      sending: text.meta({ description: 'On the button while the message is sent.' }),
      showCountries: text.meta({ description: 'The country list’s button, for screen readers.' }),
      phonePlaceholder: template({ digits: 'how many digits the country’s numbers have' }),
    })
    .meta({ title: 'Form' }),
  sent: toast.meta({ title: 'Sent', description: 'The toast once the message is stored.' }),
  sendFailed: z
    .strictObject({ title: text, fallback: text.meta({ description: 'When the server gives no reason of its own.' }) })
    .meta({ title: 'Not sent' }),
  invalidEmail: toast.meta({ title: 'Email without @' }),
  missingFields: toast.meta({ title: 'Missing first name, email or phone' }),
  phoneLength: z
    .strictObject({
      title: text,
      description: template({ country: 'US, Canada, or the words below', expected: 'the digits it needs', actual: 'the digits typed' }),
      otherCountry: text.meta({ description: 'What the description calls a country other than the US or Canada.' }),
    })
    .meta({ title: 'Wrong phone length' }),
  invalid: z
    .strictObject({
      title: text.meta({ description: 'The title of every other check’s toast.' }),
      country: text.meta({ description: 'When the country code is not one of the list.' }),
    })
    .meta({ title: 'Other checks' }),
});

export const searchWordsSchema = z.strictObject({
  form: z
    .strictObject({
      label: text,
      submit: text,
      close: text.meta({ description: 'Closes the search dialog.' }),
      results: text.meta({ description: 'The dialog’s list of results, for screen readers.' }),
      noScript: text.meta({ title: 'Without JavaScript', multiline: true }),
    })
    .meta({ title: 'Form' }),
  status: z
    .strictObject({
      typeMore: text.meta({ description: 'Before the query is long enough to search.' }),
      searching: text,
      needsBuild: text.meta({ description: 'In npm run dev, which has no search index.' }),
      unavailable: text,
      oneResult: template({ query: 'what the visitor typed' }),
      results: template({ count: 'how many results', query: 'what the visitor typed' }),
      noResults: template({ query: 'what the visitor typed' }),
    })
    .meta({ title: 'What the search says' }),
});

export const webinarWordsSchema = z.strictObject({
  upcomingHeading: text,
  pastHeading: text,
  noUpcoming: text,
  speakers: text,
  agenda: text,
  upcomingWhen: template({ when: 'the date and time', duration: 'how long it lasts' }),
  register: text.meta({ multiline: true }),
  heldOn: template({ when: 'the date and time' }),
  closed: text,
  noRecording: text.meta({ multiline: true }),
  recorded: text.meta({ multiline: true }),
  back: text,
  registered: z
    .strictObject({
      title: text,
      description: text,
      lead: template({ title: 'the session’s title', when: 'its date and time' }),
      calendar: text,
    })
    .meta({ title: 'After registering', description: 'The page a registration without JavaScript ends on.' }),
  recording: z
    .strictObject({ title: text, description: text, lead: template({ title: 'the session’s title' }) })
    .meta({ title: 'After asking for a recording' }),
  requested: z
    .strictObject({ title: text, description: text, lead: template({ title: 'the session’s title' }) })
    .meta({ title: 'After asking for a recording not yet available' }),
});
export type WebinarWords = z.infer<typeof webinarWordsSchema>;

const listingSummary = (category: Record<string, string>) =>
  z.strictObject({
    none: template(category),
    one: template(category),
    all: template({ ...category, total: 'how many' }),
    some: template({ ...category, shown: 'how many are shown', total: 'how many in all' }),
  });

export const blogWordsSchema = z.strictObject({
  listing: z
    .strictObject({
      title: text,
      lead: text,
      categoryTitle: template({ category: 'the category' }),
      categoryLead: template({ category: 'the category' }),
      page: template({ page: 'the page’s number' }),
      featured: text,
      latest: text,
      categories: text.meta({ description: 'The category links, for screen readers.' }),
      all: text.meta({ description: 'The link to every category.' }),
      newer: text,
      loadMore: text,
      allShown: text,
      allShownInCategory: text,
    })
    .meta({ title: 'Listing' }),
  summary: listingSummary({}).meta({ title: 'Above the listing', description: 'How many posts are shown.' }),
  categorySummary: listingSummary({ category: 'the category' }).meta({ title: 'Above a category’s listing' }),
  post: z
    .strictObject({
      readingTime: template({ minutes: 'how many' }, 'On a post and its cards.'),
      blog: text.meta({ description: 'The link back to the blog, above the title.' }),
      byline: template({ author: 'the author’s name', role: 'their role' }),
      updated: template({ date: 'when it last changed' }),
      newsletter: text,
      ctaLabel: text.meta({ title: 'Call to action: its name for screen readers' }),
      cta: text.meta({ title: 'Call to action' }),
      ctaButton: text.meta({ title: 'Call to action: button' }),
      morePosts: text.meta({ description: 'The previous and next links, for screen readers.' }),
      previous: text,
      next: text,
      related: text,
    })
    .meta({ title: 'Post' }),
});

export const careersWordsSchema = z.strictObject({
  positions: z
    .strictObject({
      careers: text.meta({ description: 'The link back to /careers, above a position’s title.' }),
      department: text,
      location: text,
      type: text,
      requirements: text,
      salary: template({ salary: 'the range' }),
      apply: text,
      applyFor: template({ title: 'the position' }, 'After Apply, for screen readers.'),
      noOpenings: text,
      closed: text,
      closedDetail: template({ date: 'the last day to apply' }),
      allPositions: text,
      postedOn: text,
      applyBy: text,
    })
    .meta({ title: 'Positions' }),
  application: z
    .strictObject({
      heading: text,
      lead: text.meta({ multiline: true }),
      countryPlaceholder: text,
      privacy: text.meta({ description: 'The link after the consent.' }),
      submit: text,
      sending: text,
      progress: template({ percent: 'how much is uploaded' }),
      sent: toast,
      notSentTitle: text,
      tooLarge: text.meta({ multiline: true }),
      offline: text.meta({ multiline: true }),
      notSentGeneric: text.meta({ description: 'On /application-not-sent when it names no reason.', multiline: true }),
    })
    .meta({ title: 'Application form' }),
});

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
