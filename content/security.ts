import type { Card, Certification, Stat } from './schemas/lists.ts';
import { claims } from './site.ts';

export type SecurityFeature = Card;

export const securityFeatures: SecurityFeature[] = [
  {
    icon: 'lock',
    title: 'End-to-End Encryption',
    description: 'AES-256 encryption protects your payroll data in transit and at rest, with encryption keys rotated regularly.',
  },
  {
    icon: 'key',
    title: 'Access Controls',
    description:
      'Multi-factor authentication with single sign-on and role-based access, so each person sees only what their role requires.',
  },
  {
    icon: 'activity',
    title: `${claims.monitoring} Monitoring`,
    description: 'Automated threat detection and an on-call security team watch our systems around the clock.',
  },
  {
    icon: 'award',
    title: 'Compliance Certifications',
    description: 'Independently audited for SOC 2 Type II and ISO 27001, and compliant with GDPR and CCPA.',
  },
  {
    icon: 'globe',
    title: 'Secure Offshore Operations',
    description: 'Offshore teams work from access-controlled facilities on managed devices, with background checks and VPN-only access.',
  },
  {
    icon: 'siren',
    title: 'Incident Response',
    description: `A tested response plan and an on-call team that responds ${claims.incidentResponse}, with prompt notice to affected clients.`,
  },
];

export const certifications: Certification[] = [
  { name: 'SOC 2 Type II', description: 'Independent audit of our security, availability and confidentiality controls over time.' },
  { name: 'ISO 27001', description: 'International certification of our information security management system.' },
  { name: 'GDPR', description: 'Compliance with EU rules for processing the personal data of EU residents.' },
  { name: 'CCPA', description: 'Privacy rights for California residents, including access, deletion and opt-out.' },
];

/** The Security page's data protection standards; the page's prose introduces them. */
export const dataProtectionPoints: string[] = [
  'Data minimization: we collect only what payroll processing requires',
  'Encryption with AES-256 in transit and at rest',
  'Least-privilege access, reviewed every month',
  'Secure deletion when a contract ends or a retention period expires',
];

export const securityMetrics: Stat[] = [
  { value: claims.uptime, label: 'Uptime SLA' },
  { value: claims.monitoring, label: 'Security Monitoring' },
  { value: '<15 min', label: 'Incident Response' },
  { value: claims.breaches, label: 'Data Breaches' },
];

export const securityPractices: Card[] = [
  {
    icon: 'graduation',
    title: 'Security Training',
    description:
      'Every employee and offshore team member completes security training at onboarding and every quarter, with regular phishing simulations.',
  },
  {
    icon: 'backup',
    title: 'Backup & Recovery',
    description: 'Encrypted daily backups are stored in a separate region, and we test restoring them every quarter.',
  },
  {
    icon: 'handshake',
    title: 'Third-Party Risk Management',
    description:
      'Every vendor and offshore partner is assessed before we work with them and reviewed regularly against our security requirements.',
  },
];
