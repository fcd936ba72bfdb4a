import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core in the page, on the whole document or on the element `scope` selects. The page's
 * context must be made with `bypassCSP: true`: the site's CSP forbids the inline script axe is.
 */
export async function runAxe(page: Page, scope?: string): Promise<{ passes: number; violations: Finding[] }> {
  await page.addScriptTag({ path: axePath });
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
