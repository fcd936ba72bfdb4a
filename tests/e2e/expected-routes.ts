/** Every route the product spec lists, with the main heading it must show. */
export const expectedRoutes: Record<string, string> = {
  '/': 'Reduce Payroll Costs by 70%',
  '/about': 'About PayLean',
  '/careers': 'Careers at PayLean',
  '/blog': 'Payroll Insights',
  '/faq': 'Frequently Asked Questions',
  '/services/ai-automation': 'AI Payroll Automation',
  '/services/offshore-talent': 'Strategic Offshore Talent',
  '/services/payroll-optimization': 'Payroll Optimization',
  '/resources/case-studies': 'Case Studies',
  '/resources/white-papers': 'White Papers',
  '/resources/webinars': 'Webinars',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/security': 'Enterprise-Grade Security',
  '/compliance': 'Compliance You Can Trust',
};
