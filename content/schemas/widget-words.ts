/** The schemas of the widgets' words: the calculator, the contact form and the search (content/words/*.json). */
import { z } from 'zod';
import { text } from './lists.ts';
import { template, toast } from './word-templates.ts';

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
