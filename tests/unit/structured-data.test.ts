// The schema.org JSON-LD of one page of each kind, as its <script type="application/ld+json"> carries it,
// against data written out here by hand from the page's content: a fault in the mapping cannot hide by
// being repeated in the expectation.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from '../../components/head/JsonLd.tsx';
import { loadPositions } from '../../content/positions.ts';
import { blogPostingJsonLd } from '../../features/blog/blog-posting.ts';
import { jobPostingJsonLd } from '../../features/careers/job-posting.ts';
import { loadPosts } from '../../build/blog/posts.ts';
import { jsonLdTag } from '../../build/prerender/json-ld.ts';
import { loadRouteTable } from '../../build/routes.ts';

const origin = 'https://paylean.example';

/** The JSON inside a page's one JSON-LD script tag. */
function scriptData(html: string): unknown {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!);
}

/** The route table's route at `path`, as a production build prerenders it. */
async function routeAt(path: string) {
  const route = (await loadRouteTable({ mode: 'production' })).routes.find((r) => r.path === path);
  expect(route, path).toBeDefined();
  return route!;
}

/** What the build puts in the <head> of the page at `path`, from its frontmatter's structuredData. */
const headJsonLd = async (path: string) => scriptData(jsonLdTag((await routeAt(path)).meta.structuredData, origin));

/** What a page that renders <JsonLd> (a post, a position) carries. */
const embeddedJsonLd = (data: object) => scriptData(renderToStaticMarkup(createElement(JsonLd, { data })));

const qa = (name: string, text: string) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } });

describe('JSON-LD, one page of each kind', () => {
  it('the home page: the Organization', async () => {
    expect(await headJsonLd('/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'PayLean',
      description: 'AI payroll automation + offshore talent',
      url: 'https://paylean.example/',
      logo: 'https://paylean.example/favicon.svg',
      email: 'hello@paylean.example',
      telephone: '+1 (415) 555-0142',
      address: '548 Market St, Suite 300, San Francisco, CA 94104, USA',
      sameAs: ['https://www.linkedin.com/company/paylean'],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'sales',
        email: 'hello@paylean.example',
        telephone: '+1 (415) 555-0142',
        availableLanguage: 'English',
      },
    });
  });

  it('/faq: the FAQPage, every question with its answer in page order', async () => {
    expect(await headJsonLd('/faq')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        qa(
          'How long does onboarding take?',
          'Most clients are fully live in 2-4 weeks. We map your current payroll process, connect our platform to your HR and accounting systems, introduce your offshore team, and run a parallel payroll before switching over.',
        ),
        qa(
          'What do you need from us to get started?',
          'A discovery call, access to your current payroll system or recent payroll exports, and one point of contact in finance or HR. We handle configuration, data migration and team setup.',
        ),
        qa(
          'Will switching disrupt our current payroll?',
          'No. Your first cycle runs in parallel with your existing process and we reconcile every figure before switching over, so your employees are paid on time throughout the transition.',
        ),
        qa(
          'What does the AI actually automate?',
          "Gross-to-net calculations, tax withholding, deductions and benefits, time-and-attendance imports, payslips and general-ledger reconciliation. Anything the AI can't resolve with confidence goes to a payroll specialist for review.",
        ),
        qa(
          'How accurate are the calculations?',
          'Our platform runs at 99.8% calculation accuracy. Every run is checked against prior periods and your pay rules, and anomalies are flagged before anyone is paid.',
        ),
        qa(
          'How do you keep up with changing tax rules?',
          'Compliance monitoring runs 24/7: the platform tracks federal, state and local tax and labor law changes, and our compliance team reviews each update before it reaches your payroll.',
        ),
        qa(
          'Where is your offshore talent based?',
          'Our professionals are based in Southeast Asia and Latin America, and they work in your timezone: Latin American teams share US business hours, and our Southeast Asia teams work shifts aligned to yours.',
        ),
        qa(
          'How do you select candidates?',
          'We recruit from the top 10% of graduates in accounting, finance and related fields, then test English proficiency, technical skills and payroll knowledge before anyone joins a client team.',
        ),
        qa(
          "What if a team member isn't the right fit?",
          "Every placement carries our quality guarantee: if someone isn't working out, we replace them at no extra cost. Our local managers handle training, performance and retention day to day.",
        ),
        qa(
          'How does your pricing work?',
          "Our fee is 15-25% of savings, measured against your payroll costs before you joined us. If we don't save you money, you don't pay us a fee.",
        ),
        qa(
          'How much can we realistically save?',
          'Clients see an average 70% reduction in payroll costs, and one manufacturing client cut costs by 72%. Our calculator estimates your savings from 40% through AI automation and 30% through offshore talent.',
        ),
        qa(
          'Is there a savings guarantee?',
          'Yes. We guarantee 90% of projected savings within 12 months. Your projected savings are agreed in writing during onboarding, and we report progress against them every month.',
        ),
        qa(
          'How do you protect our payroll data?',
          'Data is encrypted with AES-256 in transit and at rest, access requires multi-factor authentication with single sign-on and role-based permissions, and our security team monitors systems 24/7.',
        ),
        qa(
          'Which certifications do you hold?',
          'We are SOC 2 Type II and ISO 27001 certified, compliant with GDPR and CCPA, and HIPAA ready for healthcare clients. Audit reports are available on request under NDA.',
        ),
        qa(
          'How would you handle a security incident?',
          'Our incident response team responds under 15 minutes, contains the issue and notifies affected clients as GDPR, CCPA and your contract require. To date we have had 0 data breaches.',
        ),
      ],
    });
  });

  it('a page without structuredData in its frontmatter carries none', async () => {
    expect(jsonLdTag((await routeAt('/about')).meta.structuredData, origin)).toBe('');
  });

  it('a blog post: the BlogPosting, its author and publisher', () => {
    const post = loadPosts().find((p) => p.slug === 'payroll-compliance-across-borders')!;
    expect(embeddedJsonLd(blogPostingJsonLd(post, origin))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Payroll Compliance Across Borders: What US Companies Need to Know',
      description: 'Contractor classification, data transfer rules and tax obligations when part of your team works abroad.',
      datePublished: '2024-01-30',
      dateModified: '2024-01-30',
      author: { '@type': 'Person', name: 'Michael Chen', jobTitle: 'Compliance Lead, Global Payroll' },
      publisher: { '@type': 'Organization', name: 'PayLean', logo: { '@type': 'ImageObject', url: 'https://paylean.example/favicon.svg' } },
      mainEntityOfPage: 'https://paylean.example/blog/payroll-compliance-across-borders',
      url: 'https://paylean.example/blog/payroll-compliance-across-borders',
      articleSection: 'Legal',
    });
  });

  it('a position: the JobPosting of a remote role, open on the day', () => {
    const position = loadPositions('2026-11-25').find((p) => p.slug === 'senior-machine-learning-engineer')!;
    expect(embeddedJsonLd(jobPostingJsonLd(position, origin))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Senior Machine Learning Engineer',
      description:
        '<p>Build the models behind our payroll anomaly detection and automated calculations.</p>' +
        '<p><strong>Requirements</strong></p><ul>' +
        '<li>5+ years building machine learning systems in production</li>' +
        '<li>Strong Python and SQL; experience with PyTorch or a similar framework</li>' +
        '<li>Experience with anomaly detection or financial data</li></ul>',
      identifier: { '@type': 'PropertyValue', name: 'PayLean', value: 'senior-machine-learning-engineer' },
      datePosted: '2026-11-02',
      validThrough: '2027-01-31',
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'PayLean',
        sameAs: 'https://paylean.example/',
        logo: 'https://paylean.example/favicon.svg',
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: [{ '@type': 'Country', name: 'United States' }],
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 170000, maxValue: 210000, unitText: 'YEAR' },
      },
      directApply: true,
      url: 'https://paylean.example/careers/senior-machine-learning-engineer',
    });
  });

  it('escapes `<` so no text can end the script early', () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: { name: '</script><script>alert(1)</script>' } }));
    expect(html).not.toContain('</script><script>');
    expect(scriptData(html)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
