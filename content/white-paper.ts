import { claims, site } from './site.ts';

/**
 * The white paper, kept as one file: the build renders it into the PDF the white paper form hands over
 * (scripts/white-paper/). Edit the text here; the cover, the page layout and the brand typeface follow.
 */
export const whitePaper = {
  title: 'AI Automation Trends 2024',
  subtitle: 'Where AI already beats manual payroll, where people still matter, and how to choose a vendor.',
  file: '/downloads/paylean-ai-automation-trends-2024.pdf',
  published: 'March 2024',
  author: `${site.name} research`,
  sections: [
    {
      heading: 'Summary',
      paragraphs: [
        `Payroll is one of the last finance processes still run largely by hand in growing companies. Across the ${claims.companiesServed} companies we work with, the same pattern repeats: most of the effort goes into collecting inputs, checking them and correcting errors, not into the calculation itself.`,
        `This paper sets out what AI automation already does well in payroll, what still needs people, how continuous compliance monitoring changes the risk picture, and how combining automation with an offshore team brings cost reductions of up to ${claims.costReduction}.`,
      ],
    },
    {
      heading: '1. Where AI already outperforms manual processing',
      paragraphs: [
        `Rules-based checks and machine learning now handle the repetitive core of a payroll run: reconciling time and attendance, spotting outliers against previous periods, and applying tax tables. Our clients see calculation accuracy of ${claims.accuracy} once the checks run on every line, every period.`,
      ],
      bullets: [
        'Input validation: missing hours, duplicate employees and out-of-range rates are caught before the run, not after payday.',
        'Variance analysis: each payslip is compared with the employee’s history, and only real exceptions reach a person.',
        'Reconciliation: payroll, general ledger and bank files are matched automatically at the end of each run.',
      ],
    },
    {
      heading: '2. Where people still matter',
      paragraphs: [
        'Automation removes the routine, not the judgement. Terminations, disputed overtime, new benefit plans and first payrolls in a new country all need a specialist who understands the employee and the rule behind the number.',
        'The best results come from a clear split: software runs the checks and prepares the run; specialists review the exceptions, talk to employees and sign off.',
      ],
    },
    {
      heading: '3. Continuous compliance monitoring',
      paragraphs: [
        `Tax rules, minimum wages and reporting formats change more often every year. Instead of reviewing them once a quarter, monitoring ${claims.monitoring} flags each change that affects your employees and the runs it touches, so the next payroll is right the first time.`,
      ],
      bullets: [
        'Track the jurisdictions where you have employees, not every jurisdiction.',
        'Keep an audit trail of which rule applied to each calculation.',
        'Test changes on the previous run before they go live.',
      ],
    },
    {
      heading: '4. Automation plus offshore teams',
      paragraphs: [
        `Automation alone lowers the effort per run; an offshore team in Southeast Asia or Latin America lowers the cost of the effort that remains. Together they explain reductions of up to ${claims.costReduction} in total payroll processing cost, with onboarding in ${claims.onboarding}.`,
      ],
    },
    {
      heading: '5. A checklist for evaluating payroll automation vendors',
      paragraphs: ['Before you sign, ask each vendor to show, on your own data:'],
      bullets: [
        'the checks that run before every payroll, and how exceptions reach a person;',
        'how a change in tax rules reaches your next run, and who is accountable for it;',
        'how your employees’ data is protected: encryption, access control, certifications;',
        'what savings they guarantee, and what happens if they are missed;',
        'how you leave: exports of every record, in formats you can use.',
      ],
    },
  ],
} as const;
