/** Everyone who writes for the blog. A post's `author` frontmatter field is one of these keys. */
export const authors = {
  'maria-santos': { name: 'Maria Santos', role: 'Head of Payroll Strategy' },
  'daniel-reyes': { name: 'Daniel Reyes', role: 'Client Success Lead, Manufacturing' },
  'priya-natarajan': { name: 'Priya Natarajan', role: 'Director of Product, AI Automation' },
  'camila-oliveira': { name: 'Camila Oliveira', role: 'Head of Offshore Talent Operations' },
  'james-whitfield': { name: 'James Whitfield', role: 'Senior Payroll Cost Analyst' },
  'ana-lim': { name: 'Ana Lim', role: 'Delivery Manager, Distributed Teams' },
  'michael-chen': { name: 'Michael Chen', role: 'Compliance Lead, Global Payroll' },
} as const satisfies Record<string, { name: string; role: string }>;

export type AuthorKey = keyof typeof authors;
export type Author = (typeof authors)[AuthorKey];
