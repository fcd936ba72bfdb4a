/** In-page sections of the home page that the header and footer link to. */
export const sectionLinks = [
  { label: 'Services', id: 'services' },
  { label: 'ROI Calculator', id: 'calculator' },
  { label: 'Contact', id: 'contact' },
] as const;

export type SectionId = 'services' | 'calculator' | 'contact' | 'faq';

type FooterLink = { label: string; to: string } | { label: string; section: SectionId };

export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Services',
    links: [
      { label: 'AI Automation', to: '/services/ai-automation' },
      { label: 'Offshore Talent', to: '/services/offshore-talent' },
      { label: 'Payroll Optimization', to: '/services/payroll-optimization' },
      { label: 'ROI Calculator', section: 'calculator' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', section: 'contact' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Case Studies', to: '/resources/case-studies' },
      { label: 'White Papers', to: '/resources/white-papers' },
      { label: 'Webinars', to: '/resources/webinars' },
      { label: 'FAQ', to: '/faq' },
    ],
  },
  {
    title: 'Trust',
    links: [
      { label: 'Security', to: '/security' },
      { label: 'Compliance', to: '/compliance' },
      { label: 'Privacy Policy', to: '/privacy-policy' },
      { label: 'Terms of Service', to: '/terms-of-service' },
    ],
  },
];
