import { AI_SAVINGS_PERCENT, OFFSHORE_SAVINGS_PERCENT } from './savings.ts';
import type { FaqCategory, HelpCard } from './schemas/lists.ts';
import { claims } from './site.ts';

export type { Faq, FaqCategory, HelpCard } from './schemas/lists.ts';

const gettingStarted: FaqCategory = {
  icon: 'rocket',
  title: 'Getting Started',
  faqs: [
    {
      question: 'How long does onboarding take?',
      answer: `Most clients are fully live in ${claims.onboarding}. We map your current payroll process, connect our platform to your HR and accounting systems, introduce your offshore team, and run a parallel payroll before switching over.`,
    },
    {
      question: 'What do you need from us to get started?',
      answer:
        'A discovery call, access to your current payroll system or recent payroll exports, and one point of contact in finance or HR. We handle configuration, data migration and team setup.',
    },
    {
      question: 'Will switching disrupt our current payroll?',
      answer:
        'No. Your first cycle runs in parallel with your existing process and we reconcile every figure before switching over, so your employees are paid on time throughout the transition.',
    },
  ],
};

const aiAutomation: FaqCategory = {
  icon: 'bot',
  title: 'AI Automation',
  faqs: [
    {
      question: 'What does the AI actually automate?',
      answer:
        "Gross-to-net calculations, tax withholding, deductions and benefits, time-and-attendance imports, payslips and general-ledger reconciliation. Anything the AI can't resolve with confidence goes to a payroll specialist for review.",
    },
    {
      question: 'How accurate are the calculations?',
      answer: `Our platform runs at ${claims.accuracy} calculation accuracy. Every run is checked against prior periods and your pay rules, and anomalies are flagged before anyone is paid.`,
    },
    {
      question: 'How do you keep up with changing tax rules?',
      answer: `Compliance monitoring runs ${claims.monitoring}: the platform tracks federal, state and local tax and labor law changes, and our compliance team reviews each update before it reaches your payroll.`,
    },
  ],
};

const offshoreTalent: FaqCategory = {
  icon: 'globe',
  title: 'Offshore Talent',
  faqs: [
    {
      question: 'Where is your offshore talent based?',
      answer:
        'Our professionals are based in Southeast Asia and Latin America, and they work in your timezone: Latin American teams share US business hours, and our Southeast Asia teams work shifts aligned to yours.',
    },
    {
      question: 'How do you select candidates?',
      answer:
        'We recruit from the top 10% of graduates in accounting, finance and related fields, then test English proficiency, technical skills and payroll knowledge before anyone joins a client team.',
    },
    {
      question: "What if a team member isn't the right fit?",
      answer:
        "Every placement carries our quality guarantee: if someone isn't working out, we replace them at no extra cost. Our local managers handle training, performance and retention day to day.",
    },
  ],
};

const pricingRoi: FaqCategory = {
  icon: 'dollar',
  title: 'Pricing & ROI',
  faqs: [
    {
      question: 'How does your pricing work?',
      answer: `Our fee is ${claims.pricing}, measured against your payroll costs before you joined us. If we don't save you money, you don't pay us a fee.`,
    },
    {
      question: 'How much can we realistically save?',
      answer: `Clients see an average ${claims.costReduction} reduction in payroll costs, and one manufacturing client cut costs by ${claims.caseStudyReduction}. Our calculator estimates your savings from ${AI_SAVINGS_PERCENT}% through AI automation and ${OFFSHORE_SAVINGS_PERCENT}% through offshore talent.`,
    },
    {
      question: 'Is there a savings guarantee?',
      answer: `Yes. We guarantee ${claims.guarantee}. Your projected savings are agreed in writing during onboarding, and we report progress against them every month.`,
    },
  ],
};

const securityCompliance: FaqCategory = {
  icon: 'shield',
  title: 'Security & Compliance',
  faqs: [
    {
      question: 'How do you protect our payroll data?',
      answer: `Data is encrypted with AES-256 in transit and at rest, access requires multi-factor authentication with single sign-on and role-based permissions, and our security team monitors systems ${claims.monitoring}.`,
    },
    {
      question: 'Which certifications do you hold?',
      answer:
        'We are SOC 2 Type II and ISO 27001 certified, compliant with GDPR and CCPA, and HIPAA ready for healthcare clients. Audit reports are available on request under NDA.',
    },
    {
      question: 'How would you handle a security incident?',
      answer: `Our incident response team responds ${claims.incidentResponse}, contains the issue and notifies affected clients as GDPR, CCPA and your contract require. To date we have had ${claims.breaches} data breaches.`,
    },
  ],
};

/** The home page's FAQ section: four groups of three. */
export const homeFaq: FaqCategory[] = [gettingStarted, aiAutomation, offshoreTalent, pricingRoi];

/** The /faq page: the home groups plus security and compliance. */
export const faqPageCategories: FaqCategory[] = [...homeFaq, securityCompliance];

/** The groups an MDX page may ask <FaqAccordion groups="..."> for. */
export const faqGroups = { home: homeFaq, page: faqPageCategories } satisfies Record<string, FaqCategory[]>;

/** The /faq page's Need More Help section. */
export const helpCards: HelpCard[] = [
  {
    icon: 'book',
    title: 'Knowledge Base',
    description: 'Guides and insights on payroll automation, offshore teams and compliance.',
    action: { label: 'Browse Articles', href: '/blog' },
  },
  {
    icon: 'message',
    title: 'Live Chat',
    description: `Talk to our support team, available ${claims.monitoring}.`,
    action: { label: 'Start Chat' },
  },
  {
    icon: 'trending-down',
    title: 'Case Studies',
    description: `See how companies like yours achieved ${claims.costReduction} cost reductions.`,
    action: { label: 'View Examples', href: '/resources/case-studies' },
  },
];
