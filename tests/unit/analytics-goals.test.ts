import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyticsUrl, FORM_GOALS, formGoalEvent, goalEvent, GOALS } from '../../supabase/functions/_shared/delivery/analytics-goals.ts';
import { leadFormNames } from '../../supabase/functions/_shared/forms/leads/lead-forms.ts';

describe('the goal list', () => {
  it('names each goal once, in words a marketer reads', () => {
    const names = Object.values(GOALS).map((goal) => goal.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z]*(:? [A-Z][A-Za-z]*)*$/);
  });

  it('gives the success of every lead form, the contact form and the job application a goal', () => {
    expect(Object.keys(FORM_GOALS).sort()).toEqual([...leadFormNames, 'contact', 'application'].sort());
  });

  it('is what docs/analytics.md tells the team to create in Plausible', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/analytics.md'), 'utf8');
    for (const goal of Object.values(GOALS)) expect(docs).toContain(`| ${goal.name} |`);
  });
});

describe('goalEvent', () => {
  it('carries the props its goal declares, trimmed and cut to 300 characters, and drops the others and empty ones', () => {
    expect(
      goalEvent('webinarRegistration', {
        form: 'webinar-registration',
        page: '/resources/webinars',
        session: ` ${'s'.repeat(400)} `,
        position: 'not-declared',
        url: '',
      }),
    ).toEqual({
      name: 'Webinar Registration',
      props: { form: 'webinar-registration', page: '/resources/webinars', session: 's'.repeat(300) },
    });
    expect(goalEvent('searchOpen', { page: '/careers', form: 'x' })).toEqual({ name: 'Search Open', props: { page: '/careers' } });
  });

  it("names a form's success by the form, with the form in its props", () => {
    expect(formGoalEvent('newsletter', { page: '/blog' })).toEqual({
      name: 'Newsletter Signup',
      props: { form: 'newsletter', page: '/blog' },
    });
    expect(formGoalEvent('application', { page: '/careers/x', position: 'x' })).toEqual({
      name: 'Job Application',
      props: { form: 'application', page: '/careers/x', position: 'x' },
    });
    expect(formGoalEvent('webinar-recording', { page: '/p', session: 's' }).name).toBe(
      formGoalEvent('webinar', { page: '/p', session: 's' }).name,
    );
  });
});

describe('analyticsUrl', () => {
  it('keeps only the utm_* tags of the query, and no fragment', () => {
    expect(analyticsUrl('https://paylean.example/about?utm_source=news&email=a%40b.c&utm_campaign=spring&q=x#team')).toBe(
      'https://paylean.example/about?utm_source=news&utm_campaign=spring',
    );
    expect(analyticsUrl('https://paylean.example/search?q=my+name')).toBe('https://paylean.example/search');
    expect(analyticsUrl('https://www.linkedin.com/company/paylean')).toBe('https://www.linkedin.com/company/paylean');
  });

  it('turns what is not a URL into nothing', () => {
    expect(analyticsUrl('not a url')).toBe('');
    expect(analyticsUrl('')).toBe('');
  });
});
