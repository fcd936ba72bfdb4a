import { describe, expect, it } from 'vitest';
import * as about from '../../content/about.ts';
import * as compliance from '../../content/compliance.ts';
import * as home from '../../content/home.ts';
import * as security from '../../content/security.ts';
import * as services from '../../content/services.ts';
import * as schemas from '../../content/schemas/lists.ts';
import { expectList, issues, titles } from './content-helpers.ts';

describe('security', () => {
  it('has six features covering the published security claims', () => {
    expectList(schemas.cardSchema, security.securityFeatures, 6);
    const all = security.securityFeatures.map((f) => `${f.title} ${f.description}`).join('\n');
    for (const claim of [
      'AES-256',
      'in transit and at rest',
      'Multi-factor authentication',
      'single sign-on',
      'role-based access',
      '24/7 Monitoring',
      'Compliance Certifications',
      'Secure Offshore Operations',
      'Incident Response',
    ]) {
      expect(all).toContain(claim);
    }
  });

  it('has four certifications, the metrics panel and three practices', () => {
    expectList(schemas.certificationSchema, security.certifications, 4);
    expect(security.certifications.map((c) => c.name)).toEqual(['SOC 2 Type II', 'ISO 27001', 'GDPR', 'CCPA']);
    expectList(schemas.statSchema, security.securityMetrics, 4);
    expect(security.securityMetrics.map((m) => m.value)).toEqual(['99.9%', '24/7', '<15 min', '0']);
    expectList(schemas.cardSchema, security.securityPractices, 3);
    expect(issues(schemas.dataProtectionPointsSchema, security.dataProtectionPoints)).toEqual([]);
  });
});

describe('compliance', () => {
  it('has five standards with their published statuses', () => {
    expectList(schemas.complianceStandardSchema, compliance.complianceStandards, 5);
    expect(compliance.complianceStandards.map((s) => [s.name, s.status])).toEqual([
      ['SOC 2 Type II', 'Certified'],
      ['ISO 27001', 'Certified'],
      ['GDPR', 'Compliant'],
      ['CCPA', 'Compliant'],
      ['HIPAA', 'Ready'],
    ]);
  });

  it('has six processes with the exact frequencies', () => {
    expectList(schemas.complianceProcessSchema, compliance.complianceProcesses, 6);
    expect(compliance.complianceProcesses.map((p) => p.frequency)).toEqual([
      'Annual + Quarterly Reviews',
      'Updated Continuously',
      'Monthly Reviews',
      'Quarterly Training',
      '24/7 Monitoring',
      'Annual Assessments',
    ]);
  });

  it('has seven rights and the offshore checks', () => {
    expectList(schemas.itemSchema, compliance.dataRights, 7);
    expect(issues(schemas.offshoreComplianceSchema, compliance.offshoreCompliance)).toEqual([]);
    expect(titles(compliance.offshoreCompliance.vetting)).toEqual(['Security Assessment', 'Compliance Verification', 'Background Checks']);
    expect(titles(compliance.offshoreCompliance.monitoring)).toEqual([
      'Quarterly Audits',
      'Monthly Security Reviews',
      'Continuous Performance Monitoring',
      'Training Updates',
    ]);
  });
});

describe('home, about and service pages', () => {
  it('has the hero stats, service cards and benefit tiles', () => {
    expectList(schemas.statSchema, home.heroStats, 3);
    expect(home.heroStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '70% Cost Reduction',
      '24/7 AI Monitoring',
      '100+ Companies Served',
    ]);
    expectList(schemas.serviceCardSchema, home.serviceCards, 2);
    expect(home.serviceCards.map((c) => [c.title, c.href, c.features.length])).toEqual([
      ['AI Payroll Automation', '/services/ai-automation', 4],
      ['Strategic Offshore Talent', '/services/offshore-talent', 4],
    ]);
    expectList(schemas.cardSchema, home.benefitTiles, 4);
    expect(titles(home.benefitTiles)).toEqual(['70% Cost Reduction', '24/7 Operations', 'Enterprise Security', 'Instant Setup']);
    expect(home.benefitTiles[3]?.description).toContain('deploy in days, not months');
  });

  it('has the social proof', () => {
    expect(issues(schemas.caseStudyHighlightSchema, home.caseStudyHighlight)).toEqual([]);
    expect(home.caseStudyHighlight.title).toContain('$2.3M a year');
    expect(home.caseStudyHighlight.summary).toContain('72%');
    expectList(schemas.statSchema, home.proofPoints, 4);
    expect(home.proofPoints.map((p) => p.value)).toEqual(['98%', '2-4 weeks', '15-25%', '90%']);
  });

  it('has the About stats and values', () => {
    expectList(schemas.statSchema, about.aboutStats, 4);
    expect(about.aboutStats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '100+ Companies Served',
      '70% Average Cost Reduction',
      '24/7 Support Coverage',
      '98% Client Satisfaction',
    ]);
    expectList(schemas.cardSchema, about.companyValues, 3);
    expect(titles(about.companyValues)).toEqual(['Innovation First', 'People-Centered', 'Excellence Driven']);
  });

  it('has the AI Automation cards', () => {
    expectList(schemas.cardSchema, services.aiAutomationCards, 3);
    const [smart, ready, cost] = services.aiAutomationCards;
    expect(smart?.title).toBe('Smart Processing');
    expect(smart?.description).toContain('99.8% accuracy');
    expect(ready?.title).toBe('Compliance Ready');
    expect(ready?.description).toContain('current with tax regulations');
    expect(cost?.title).toBe('Cost Reduction');
    expect(cost?.description).toContain('average 70%');
  });
});
