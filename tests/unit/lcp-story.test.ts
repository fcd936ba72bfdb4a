import { describe, expect, it } from 'vitest';
import { describeLcp, readLcpStory } from '../../tests/bench/lcp-story.ts';

const report = (lcp: number, requests: { url: string; end: number; type?: string; priority?: string }[]) => ({
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint: lcp }] } },
    'lcp-breakdown-insight': {
      details: {
        items: [
          {
            type: 'table',
            items: [
              { subpart: 'timeToFirstByte', duration: 10.4 },
              { subpart: 'elementRenderDelay', duration: 126.9 },
            ],
          },
          { type: 'node', snippet: '<p>', selector: 'section > p', nodeLabel: 'This Privacy Policy explains how PayLean collects' },
        ],
      },
    },
    'network-requests': {
      details: {
        items: requests.map((r) => ({
          url: `http://127.0.0.1:4000${r.url}`,
          networkEndTime: r.end,
          transferSize: 2048,
          resourceType: r.type ?? 'Document',
          priority: r.priority ?? 'VeryHigh',
        })),
      },
    },
  },
});

describe('the LCP story the bench prints', () => {
  it('names the element and counts what finished before the LCP was observed, low-priority images aside', () => {
    const story = readLcpStory(
      report(140, [
        { url: '/privacy-policy', end: 12 },
        { url: '/logo.png', end: 60, type: 'Image', priority: 'Low' },
        { url: '/assets/manrope.woff2', end: 100, type: 'Font' },
        { url: '/assets/island-loader.js', end: 180, type: 'Script' },
        { url: '/privacy-policy', end: 120 },
      ]),
    );
    expect(story.element).toBe('<p> section > p "This Privacy Policy explains how PayLean"');
    expect(story.subparts).toEqual({ timeToFirstByte: 10, elementRenderDelay: 127 });
    expect(story.waitedFor.map((r) => r.path)).toEqual(['/privacy-policy', '/assets/manrope.woff2']);
  });

  it('says in how many runs each request was waited for', () => {
    const runs = [
      readLcpStory(report(140, [{ url: '/', end: 12 }])),
      readLcpStory(
        report(140, [
          { url: '/', end: 12 },
          { url: '/font.woff2', end: 100 },
        ]),
      ),
    ];
    expect(describeLcp(runs)).toContain('waited for: / (2.0 KB, 2/2), /font.woff2 (2.0 KB, 1/2)');
    expect(describeLcp(runs)).toContain('element (2/2 runs): <p>');
  });
});
