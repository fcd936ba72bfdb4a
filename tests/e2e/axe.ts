import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page, on the whole document or on the element `scope` selects. axe is evaluated
 * through the DevTools protocol, which the page's CSP does not govern (it forbids an inline <script>), so
 * the page keeps its CSP and its console shows what a visitor's would.
 */
export async function runAxe(page: Page, scope?: string): Promise<{ passes: number; violations: Finding[] }> {
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: { run: (context: Element | Document) => Promise<AxeResults> } };
    const results = await axe.run(selector ? document.querySelector(selector)! : document);
    return {
      passes: results.passes.length,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      })),
    };
  }, scope);
}

export const serious = (findings: Finding[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

/** axe over the whole page as shown: it ran its checks, and found no serious or critical violation (named by `where`). */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const { passes, violations } = await runAxe(page);
  const findings = serious(violations);
  expect(passes, 'axe ran its checks').toBeGreaterThan(10);
  expect(findings, `${where}:\n${JSON.stringify(findings, null, 2)}`).toEqual([]);
}
