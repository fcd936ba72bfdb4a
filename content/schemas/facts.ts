import { z } from 'zod';

const text = z.string().regex(/\S/, 'must not be empty');

/** A claim the site makes, stated once here and named elsewhere by its key: `{costReduction}`, `<Claim name="costReduction" />`. */
const claim = (title: string, description: string) => text.meta({ title, description });

export const claimsSchema = z.strictObject({
  costReduction: claim('Cost reduction', 'The average cost reduction, as in "Reduce Payroll Costs by 70%".'),
  caseStudyReduction: claim('Case study: cost reduction', 'The cost cut of the manufacturing case study.'),
  caseStudySavings: claim('Case study: yearly savings', 'What the manufacturing client saves a year.'),
  caseStudyAccuracyBefore: claim('Case study: accuracy before', 'The client’s payroll accuracy before PayLean.'),
  monitoring: claim('Monitoring', 'How often AI monitoring and support run, as in "24/7 Monitoring".'),
  companiesServed: claim('Companies served', 'How many companies PayLean serves.'),
  satisfaction: claim('Client satisfaction', 'The share of satisfied clients.'),
  accuracy: claim('Calculation accuracy', 'The platform’s calculation accuracy.'),
  uptime: claim('Uptime', 'The uptime commitment.'),
  onboarding: claim('Onboarding time', 'From kickoff to the first managed payroll run.'),
  pricing: claim('Pricing', 'The fee, as a sentence: "15-25% of savings".'),
  pricingRange: claim('Pricing, short', 'The fee as a tile shows it: "15-25%".'),
  guarantee: claim('Guarantee', 'The savings guarantee, as a sentence.'),
  guaranteeShare: claim('Guarantee, short', 'The guaranteed share of projected savings, as a tile shows it: "90%".'),
  team: claim('Team', 'The team’s size and reach: "100+ people across 15 countries".'),
  incidentResponse: claim('Incident response', 'How fast the security team responds, as a sentence: "under 15 minutes".'),
  incidentResponseShort: claim('Incident response, short', 'The same, as a tile shows it: "<15 min".'),
  breaches: claim('Data breaches', 'How many data breaches there have been.'),
  responseTime: claim('Response time', 'How soon the team answers a message: "within 24 hours".'),
  dataRequests: claim('Data requests', 'How soon a data protection request is processed: "within 30 days".'),
});

/** The company's facts: what an operator edits to rebrand the site, and every figure it claims. */
export const factsSchema = z.strictObject({
  name: text.meta({ title: 'Company name' }),
  tagline: text.meta({ title: 'Tagline', description: 'Under the logo in the footer, and on social cards.' }),
  email: z.email({ error: 'must be an email address' }).meta({ title: 'Email' }),
  phone: z
    .string()
    .regex(/^\+\d[\d ()-]{6,20}\d$/, 'must be an international number starting with +, such as +1 (415) 555-0142')
    .meta({ title: 'Phone', description: 'As the site shows it, starting with + and the country code: +1 (415) 555-0142.' }),
  offices: z.array(text).min(1).meta({ title: 'Offices', description: 'The cities of the offices.' }),
  postalAddress: text.meta({ title: 'Postal address' }),
  social: z.strictObject({ label: text.meta({ title: 'Network' }), href: z.url().meta({ title: 'Profile address' }) }).meta({
    title: 'Social profile',
  }),
  policyDate: z.iso.date().meta({ title: 'Policies last updated', description: 'When the privacy policy and terms last changed.' }),
  copyrightYear: z.number().int().min(2000).meta({ title: 'Copyright year' }),
  claims: claimsSchema.meta({ title: 'Claims', description: 'Every figure the site states, once.' }),
});

export type Facts = z.infer<typeof factsSchema>;
