import type { ComplianceProcess, ComplianceStandard, Item, OffshoreCompliance } from './schemas/lists.ts';
import { claims } from './site.ts';

export type { ComplianceProcess, ComplianceStandard };

export const complianceStandards: ComplianceStandard[] = [
  {
    name: 'SOC 2 Type II',
    icon: 'shield-check',
    status: 'Certified',
    description: 'Audited every year by an independent CPA firm for security, availability and confidentiality.',
    details: ['Annual independent audit', 'Controls tested over a 12-month period', 'Report available under NDA'],
  },
  {
    name: 'ISO 27001',
    icon: 'award',
    status: 'Certified',
    description: 'A certified information security management system covering our platform and offshore operations.',
    details: ['Certified management system', 'Annual surveillance audits', 'Risk-based control framework'],
  },
  {
    name: 'GDPR',
    icon: 'globe',
    status: 'Compliant',
    description: 'Personal data of EU residents is processed lawfully, transparently and only for stated purposes.',
    details: ['Data processing agreements', 'Standard contractual clauses for transfers', 'Data subject rights honored'],
  },
  {
    name: 'CCPA',
    icon: 'user-check',
    status: 'Compliant',
    description: 'California residents can know, delete and control the personal information we hold about them.',
    details: ['Right to know and delete', 'No sale of personal information', 'Opt-out requests honored'],
  },
  {
    name: 'HIPAA',
    icon: 'stethoscope',
    status: 'Ready',
    description: 'Safeguards in place for healthcare clients whose payroll touches protected health information.',
    details: ['Business associate agreements available', 'Access logging for health information', 'Encryption in transit and at rest'],
  },
];

export const complianceProcesses: ComplianceProcess[] = [
  {
    title: 'Security Audits',
    description: 'Independent external audits, with internal reviews of our controls between them.',
    frequency: 'Annual + Quarterly Reviews',
  },
  {
    title: 'Regulatory Monitoring',
    description: 'Tax, labor and privacy law changes tracked in every jurisdiction we serve.',
    frequency: 'Updated Continuously',
  },
  {
    title: 'Access Reviews',
    description: 'Who can reach client data is checked, and access no longer needed is removed.',
    frequency: 'Monthly Reviews',
  },
  {
    title: 'Staff Training',
    description: 'Compliance and data protection training for every employee and offshore team member.',
    frequency: 'Quarterly Training',
  },
  {
    title: 'Threat Monitoring',
    description: 'Automated detection and an on-call security team watching our systems.',
    frequency: `${claims.monitoring} Monitoring`,
  },
  {
    title: 'Risk Assessments',
    description: 'A formal assessment of risks to client data, with a remediation plan for each finding.',
    frequency: 'Annual Assessments',
  },
];

export const dataRights: Item[] = [
  { title: 'Right to Access', description: 'Get a copy of the personal data we hold about you.' },
  { title: 'Right to Correction', description: 'Have inaccurate or incomplete data corrected.' },
  { title: 'Right to Deletion', description: 'Ask us to erase your personal data.' },
  { title: 'Right to Portability', description: 'Receive your data in a structured, machine-readable format.' },
  { title: 'Right to Restriction', description: 'Limit how we process your data.' },
  { title: 'Right to Object', description: 'Object to processing based on legitimate interests or for marketing.' },
  { title: 'Right to Withdraw Consent', description: 'Withdraw consent at any time where processing relies on it.' },
];

export const offshoreCompliance: OffshoreCompliance = {
  vetting: [
    { title: 'Security Assessment', description: 'Facilities, networks and devices reviewed against our security standards.' },
    { title: 'Compliance Verification', description: 'Local labor, tax and data protection obligations confirmed before work begins.' },
    { title: 'Background Checks', description: 'Identity, employment and criminal record checks for every team member.' },
  ],
  monitoring: [
    { title: 'Quarterly Audits', description: 'On-site or remote audits of each partner every quarter.' },
    { title: 'Monthly Security Reviews', description: 'Access, device and incident reports reviewed every month.' },
    { title: 'Continuous Performance Monitoring', description: 'Accuracy and turnaround tracked on every payroll run.' },
    { title: 'Training Updates', description: 'Security and compliance training refreshed as rules change.' },
  ],
};
