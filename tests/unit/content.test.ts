import { describe, expect, it } from 'vitest';
import * as about from '../../content/about.ts';
import { loadAuthors } from '../../content/authors.ts';
import { blogCategories } from '../../content/blog-categories.ts';
import * as blog from '../../content/blog.ts';
import { careerBenefits } from '../../content/career-benefits.ts';
import * as careers from '../../content/careers.ts';
import * as compliance from '../../content/compliance.ts';
import * as faq from '../../content/faq.ts';
import * as home from '../../content/home.ts';
import * as security from '../../content/security.ts';
import * as services from '../../content/services.ts';
import * as schemas from '../../content/schemas/lists.ts';
import * as applicationText from '../../content/application-text.ts';
import * as blockText from '../../content/block-text.ts';
import * as blogText from '../../content/blog-text.ts';
import * as calculatorCopy from '../../content/calculator-copy.ts';
import * as contactMessages from '../../content/contact-messages.ts';
import * as layoutText from '../../content/layout-text.ts';
import * as searchMessages from '../../content/search-messages.ts';
import * as webinarText from '../../content/webinar-text.ts';
import { placeholdersIn } from '../../content/placeholders.ts';
import { PLACEHOLDER_NAMES } from '../../build/content/content-problems.ts';
import { expectList, issues, titles } from './content-helpers.ts';

describe('FAQ', () => {
  it('home has the four groups, three questions each', () => {
    expectList(schemas.faqCategorySchema, faq.homeFaq, 4);
    expect(titles(faq.homeFaq)).toEqual(['Getting Started', 'AI Automation', 'Offshore Talent', 'Pricing & ROI']);
    for (const group of faq.homeFaq) expect(group.faqs).toHaveLength(3);
  });

  it('the /faq page extends the home groups and has no duplicate questions', () => {
    expectList(schemas.faqCategorySchema, faq.faqPageCategories, 5);
    expect(faq.faqPageCategories.slice(0, 4)).toEqual(faq.homeFaq);
    const questions = faq.faqPageCategories.flatMap((c) => c.faqs.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('answers state the published claims', () => {
    const answers = faq.faqPageCategories.flatMap((c) => c.faqs.map((f) => f.answer)).join('\n');
    for (const claim of [
      '2-4 weeks',
      '99.8%',
      '24/7',
      'top 10%',
      'Southeast Asia and Latin America',
      'your timezone',
      'English proficiency',
      '15-25% of savings',
      '90% of projected savings within 12 months',
      'average 70%',
      'SOC 2 Type II',
      'ISO 27001',
      'GDPR',
      'CCPA',
    ]) {
      expect(answers).toContain(claim);
    }
  });

  it('has the three Need More Help cards', () => {
    expectList(schemas.helpCardSchema, faq.helpCards, 3);
    expect(faq.helpCards.map((c) => [c.title, c.action.label])).toEqual([
      ['Knowledge Base', 'Browse Articles'],
      ['Ask Our Team', 'Start Chat'],
      ['Case Studies', 'View Examples'],
    ]);
    // Without a live chat configured the card promises an answer by email, never a live one around the clock.
    expect(faq.helpCards[1]?.description).toContain('replies by email within 24 hours');
    expect(faq.helpCards[1]?.description).not.toMatch(/24\/7|live/i);
    expect(faq.helpCards[1]?.liveTitle).toBe('Live Chat');
    expect(faq.helpCards[1]?.action.href).toBe('/chat');
    expect(faq.helpCards[2]?.description).toContain('70% cost reductions');
    expect(faq.helpCards[2]?.action.href).toBe('/resources/case-studies');
  });
});

describe('careers', () => {
  it('has four benefit cards', () => {
    expectList(schemas.cardSchema, careerBenefits, 4);
  });
});

describe('blog', () => {
  it('has the seven blog categories, each with its own URL segment', () => {
    expect(blogCategories).toEqual(['Case Study', 'Trends', 'Guide', 'Analysis', 'Management', 'Legal', 'Strategy']);
    expect(blogCategories.map(blog.categorySlug)).toEqual(['case-study', 'trends', 'guide', 'analysis', 'management', 'legal', 'strategy']);
    expect(blog.categoryBySlug('case-study')).toBe('Case Study');
  });
});

describe('schemas', () => {
  it('reject an unknown icon key and a misspelled field', () => {
    const card = security.securityFeatures[0];
    expect(issues(schemas.cardSchema, { ...card, icon: 'unicorn' })).not.toEqual([]);
    expect(issues(schemas.cardSchema, { ...card, descripton: 'typo' })).not.toEqual([]);
  });
});

describe('all content', () => {
  const modules = { about, authors: loadAuthors(), blog, careers, careerBenefits, compliance, faq, home, security, services };
  const words = [applicationText, blockText, blogText, calculatorCopy, contactMessages, layoutText, searchMessages, webinarText];
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object' && !('_zod' in value)
          ? Object.values(value).flatMap(strings)
          : [];

  it('has no placeholder copy, and every claim and fact filled in (a name left in braces is a value the code fills in)', () => {
    for (const s of strings([modules, words])) {
      expect(s).not.toMatch(/lorem|ipsum|\bTBD\b/i);
      expect(
        placeholdersIn(s).filter((name) => PLACEHOLDER_NAMES.has(name)),
        s,
      ).toEqual([]);
    }
  });
});
