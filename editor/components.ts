import { fields } from '@keystatic/core';
import { block, inline, repeating, wrapper } from '@keystatic/core/content-components';
import { cardLists, checkLists, statLists } from '../content/lists.ts';
import { placeholderValues } from '../content/site.ts';
import { pageVisuals } from '../content/visuals.ts';
import { omitDefault } from './fields.ts';
import { buttonPreview, listPreview, textPreview } from './previews.ts';
import { site } from '../content/site.ts';

/** An option among `values`; always written, as its block needs it. */
const choice = (label: string, values: readonly string[], defaultValue = values[0]!, description?: string) =>
  fields.select({ label, description, options: values.map((value) => ({ label: value, value })), defaultValue });
/** An option its block defaults to the first of `values` without: left out at that value, as a hand-written page does. */
const look = (label: string, values: readonly string[], description?: string) => omitDefault(choice(label, values, values[0], description));
const keys = (record: object) => Object.keys(record);

const BUTTON_VARIANTS = ['primary', 'secondary', 'onDark', 'ghostOnDark'];
const HOME_SECTIONS = ['contact', 'calculator', 'services', 'faq'];

/** A block with no options: what it shows comes from a content file or is a widget. */
const fixed = (label: string, description: string) =>
  block({ label, description, schema: {}, ContentView: () => textPreview(description) });

/**
 * The site's blocks as the editor offers them in a page's body, each with its options and nothing else: a
 * writer composes pages from these and never writes code. Their renderers are the MDX components of
 * src/mdx-components.tsx and the block files of components/blocks/ and features/<name>/blocks/
 * (tests/unit/editor-components.test.ts holds the two lists equal).
 */
export const pageComponents = {
  Hero: wrapper({
    label: 'Hero',
    description: 'The top of a page: its heading, lead, actions and picture.',
    schema: { tone: look('Tone', ['light', 'brand', 'quiet']) },
  }),
  Section: wrapper({
    label: 'Section',
    description: 'A band of the page.',
    schema: {
      id: omitDefault(fields.text({ label: 'Anchor', description: 'An id links can point to, such as contact (/#contact).' })),
      tone: look('Background', ['plain', 'muted']),
      narrow: omitDefault(fields.checkbox({ label: 'Narrow', description: 'A column for reading, 48rem wide.' })),
    },
  }),
  Columns: wrapper({ label: 'Columns', description: 'Two columns side by side.', schema: { layout: look('Layout', ['even', 'aside']) } }),
  Column: wrapper({ label: 'Column', description: 'One column, for a heading over a list.', schema: {} }),
  Panel: wrapper({ label: 'Panel', description: 'A framed card.', schema: {} }),
  CtaBand: wrapper({ label: 'Call to action band', description: 'A coloured band with a heading and actions.', schema: {} }),
  WithToc: wrapper({ label: 'With contents', description: 'A legal text with its table of contents beside it.', schema: {} }),
  Actions: repeating({
    label: 'Actions',
    description: 'A row of buttons.',
    children: ['SectionLink', 'ContactButton'],
    validation: { children: { min: 1 } },
    schema: {},
  }),
  SectionLink: block({
    label: 'Button to a section',
    forSpecificLocations: true,
    schema: {
      to: choice('Section', HOME_SECTIONS, 'contact', 'The section it goes to, by its anchor.'),
      page: look('On', ['home', 'this'], 'home: the home page’s section; this: the section of this page with that anchor (its own form).'),
      variant: choice('Style', BUTTON_VARIANTS),
      label: fields.text({ label: 'Words', validation: { isRequired: true } }),
    },
    ContentView: ({ value }) => buttonPreview(value.label, value.page === 'this' ? `#${value.to}` : `/#${value.to}`),
  }),
  ContactButton: block({
    label: 'Email or phone button',
    forSpecificLocations: true,
    schema: {
      kind: choice('Contact', ['phone', 'email']),
      prefix: omitDefault(fields.text({ label: 'Before it', description: 'Such as Call.' })),
      variant: choice('Style', BUTTON_VARIANTS),
    },
    ContentView: ({ value }) =>
      buttonPreview(`${value.prefix ? `${value.prefix} ` : ''}${value.kind === 'phone' ? site.phone : site.email}`, value.kind),
  }),
  ComparisonTable: repeating({
    label: 'Comparison table',
    description: 'A table comparing us with an alternative, row by row.',
    children: ['ComparisonRow'],
    validation: { children: { min: 1 } },
    schema: {
      caption: fields.text({
        label: 'Caption',
        description: 'What it compares: PayLean and an in-house payroll team.',
        validation: { isRequired: true },
      }),
      us: fields.text({ label: 'Our column', defaultValue: 'PayLean', validation: { isRequired: true } }),
      them: fields.text({ label: 'Their column', description: 'The alternative: In-house team.', validation: { isRequired: true } }),
    },
  }),
  ComparisonRow: block({
    label: 'Comparison row',
    forSpecificLocations: true,
    schema: {
      feature: fields.text({ label: 'What is compared', validation: { isRequired: true } }),
      us: fields.text({ label: 'Ours', validation: { isRequired: true } }),
      them: fields.text({ label: 'Theirs', validation: { isRequired: true } }),
    },
    ContentView: ({ value }) => textPreview(`${value.feature}: ${value.us} / ${value.them}`),
  }),
  CardGrid: block({
    label: 'Cards',
    description: 'A list of cards from a content file.',
    schema: {
      list: choice('List', keys(cardLists)),
      min: look('Card width', ['15rem', '14rem', '16rem', '18rem'], 'The narrowest a card may be.'),
    },
    ContentView: ({ value }) => listPreview(cardLists[value.list as keyof typeof cardLists] ?? []),
  }),
  StatGrid: block({
    label: 'Figures',
    description: 'Big numbers with their labels.',
    schema: {
      list: choice('List', keys(statLists)),
      tone: look('Tone', ['light', 'dark'], 'Dark on a brand hero.'),
    },
    ContentView: ({ value }) => listPreview(statLists[value.list as keyof typeof statLists] ?? []),
  }),
  CheckList: block({
    label: 'Checked list',
    schema: { list: choice('List', keys(checkLists)) },
    ContentView: ({ value }) => listPreview(checkLists[value.list as keyof typeof checkLists] ?? []),
  }),
  PageVisual: block({
    label: 'Picture',
    description: 'The picture beside a hero’s heading.',
    schema: { name: choice('Picture', keys(pageVisuals)) },
    ContentView: ({ value }) => textPreview(pageVisuals[value.name as keyof typeof pageVisuals]?.label ?? value.name),
  }),
  FaqAccordion: block({
    label: 'FAQ',
    description: 'The questions of the FAQ (edited under FAQ).',
    schema: { groups: choice('Which', ['home', 'page'], 'home', 'home: the categories marked for the home page; page: all.') },
  }),
  SiteContact: inline({
    label: 'Email, phone or address',
    description: 'The company’s, from its facts.',
    schema: { kind: choice('Which', ['email', 'phone', 'address']) },
    ContentView: ({ value }) => ({ email: site.email, phone: site.phone, address: site.postalAddress })[value.kind as 'email'],
  }),
  Claim: inline({
    label: 'Claim',
    description: 'A figure the site claims, stated once in the company’s facts: change it there and every page follows.',
    schema: { name: choice('Claim', keys(placeholderValues)) },
    ContentView: ({ value }) => String(placeholderValues[value.name] ?? value.name),
  }),
  Calculator: fixed('Savings calculator', 'The live savings calculator.'),
  ContactForm: fixed('Contact form', 'The consultation request form.'),
  SearchPage: fixed('Site search', 'The search box and its results.'),
  ServiceCards: fixed('Service cards', 'The two services, from Home page lists.'),
  ProofStrip: fixed('Proof band', 'Figures, certifications and offices under the home hero.'),
  SocialProof: fixed('Case study and proof', 'From Home page lists.'),
  HeroConsole: fixed('Console picture', 'The home hero’s picture of the console.'),
  HelpCards: fixed('Need More Help cards', 'From FAQ; the chat card’s Start Chat opens the live chat or the question form.'),
  ChatForm: fixed('Question form', 'Name, work email and a question, answered by email.'),
  ContactInfo: fixed('Contact details', 'Email, phone and offices, from the company’s facts.'),
  SecurityMetrics: fixed('Security figures', 'From Security page lists.'),
  Certifications: fixed('Certifications', 'From Security page lists.'),
  ComplianceStandards: fixed('Compliance standards', 'From Compliance page lists.'),
  ComplianceProcesses: fixed('Compliance processes', 'From Compliance page lists.'),
  PolicyDate: fixed('Last updated', 'The policies’ date, from the company’s facts.'),
  OpenPositions: fixed('Open positions', 'Every open position (edited under Positions).'),
  BlogIndex: fixed('Blog listing', 'The posts, newest first, with categories and Load More.'),
  NewsletterSignup: fixed('Newsletter signup', 'The newsletter form.'),
  WhitePaper: fixed('White paper', 'The white paper’s summary and its form (edited under White paper).'),
  WebinarSessions: fixed('Webinar sessions', 'Every session (edited under Webinars).'),
  ContactNotSent: fixed('Why the message was not sent', 'The reason a contact form sent without JavaScript gives.'),
  LeadNotSent: fixed('Why the form was not sent', 'The reason a form sent without JavaScript gives.'),
  ApplicationNotSent: fixed('Why the application was not sent', 'The reason an application sent without JavaScript gives.'),
  NotFound: fixed('Page not found', 'The not-found message with its link home.'),
};
