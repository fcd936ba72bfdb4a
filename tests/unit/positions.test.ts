import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isOpen, salaryText } from '../../content/careers.ts';
import { loadPositions } from '../../content/positions.ts';
import { positionSchema } from '../../content/schemas/position.ts';

const positions = loadPositions('2026-11-25');
const positionFile = (slug: string) =>
  parse(readFileSync(`content/positions/${slug}.json`, 'utf8')) as Record<string, unknown> & { salary: object };
const bySlug = (slug: string) => positions.find((p) => p.slug === slug)!;
const problems = (data: unknown) => {
  const result = positionSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the positions', () => {
  it('are the six roles, each with its salary range as the listing has always shown it', () => {
    expect(Object.fromEntries(positions.map((p) => [p.title, salaryText(p.salary)]))).toEqual({
      'Senior Machine Learning Engineer': '$170,000 - $210,000',
      'Full-Stack Engineer': '$60,000 - $85,000',
      'Payroll Compliance Specialist': '$95,000 - $125,000',
      'Payroll Operations Team Lead': '$28,000 - $38,000',
      'Client Success Manager': '$45,000 - $60,000',
      'Enterprise Account Executive': '$120,000 - $150,000 base + commission',
    });
  });

  it('keep their location, type and texts', () => {
    const lead = bySlug('payroll-operations-team-lead');
    expect([lead.department, lead.location, lead.type, lead.description]).toEqual([
      'Operations',
      'Manila, Philippines',
      'Full-time',
      'Lead a team of payroll specialists serving US clients, owning accuracy and on-time delivery.',
    ]);
    expect(lead.requirements).toHaveLength(4);
    expect(bySlug('full-stack-engineer').location).toBe('Remote (Latin America)');
  });

  it('are listed newest posting first', () => {
    const dates = positions.map((p) => p.posted);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('close the day after their valid-through date', () => {
    expect(isOpen({ validThrough: '2027-01-31' }, '2027-01-31')).toBe(true);
    expect(isOpen({ validThrough: '2027-01-31' }, '2027-02-01')).toBe(false);
    expect(
      loadPositions('2027-02-01')
        .filter((p) => p.open)
        .map((p) => p.slug),
    ).toEqual(['payroll-operations-team-lead', 'enterprise-account-executive', 'full-stack-engineer']);
    expect(loadPositions('2027-03-01').some((p) => p.open)).toBe(false);
  });
});

describe('a position file', () => {
  const file = positionFile('client-success-manager');

  it('is valid as written', () => {
    expect(problems(file)).toEqual([]);
  });

  it('names the field of each mistake', () => {
    expect(problems({ ...file, salary: '$45,000 - $60,000' })).toEqual(['salary']);
    expect(problems({ ...file, salary: { ...file.salary, min: 70000 } })).toEqual(['salary.max']);
    expect(problems({ ...file, salary: { ...file.salary, currency: 'dollars' } })).toEqual(['salary.currency']);
    expect(problems({ ...file, city: '' })).toEqual(['city']);
    expect(problems({ ...file, countries: ['BR', 'AR'] })).toEqual(['countries']);
    expect(problems({ ...file, countries: ['XX'] })).toEqual(['countries.0']);
    expect(problems({ ...file, validThrough: '2026-01-01' })).toEqual(['validThrough']);
    expect(problems({ ...file, posted: 'last week' })).toEqual(['posted']);
    expect(problems({ ...file, type: 'Internship' })).toEqual(['type']);
    expect(problems({ ...file, requirements: [] })).toEqual(['requirements']);
    expect(problems({ ...file, salery: 1 })).toEqual(['']);
  });

  it('may leave the city out for a remote role, and takes an empty field from the editor as left out', () => {
    expect(problems({ ...file, workplace: 'remote', city: '', region: '', countries: ['BR', 'AR'] })).toEqual([]);
    expect(problems({ ...file, salary: { ...file.salary, note: '' } })).toEqual([]);
  });
});
