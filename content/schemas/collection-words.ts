/** The schemas of the collections' words: the webinars, the blog and the careers pages (content/words/*.json). */
import { z } from 'zod';
import { text } from './lists.ts';
import { template, toast } from './word-templates.ts';

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
