import { describe, expect, it } from 'vitest';
import { formResultRoutes } from '../../build/content/form-results.ts';
import { FORM_RESULT_ROUTES, loadRouteTable, RESULT_PAGE } from '../../build/routes.ts';
import { loadWebinars, webinarDirs } from '../../build/webinars/sessions.ts';

describe("the pages a form's post ends on", () => {
  it('are each a result page of the route table, and every result page is one the function sends to', async () => {
    const { routes } = await loadRouteTable({ mode: 'test' });
    const results = routes.filter((route) => route.kind === 'result').map((route) => route.path);
    const sent = [...formResultRoutes(loadWebinars(webinarDirs('test')))];
    expect(sent.filter((page) => !results.includes(page))).toEqual([]);
    expect(results.filter((page) => !sent.includes(page))).toEqual([]);
  });

  it('are at the addresses kept for them, which a writer’s page may not take', () => {
    expect(FORM_RESULT_ROUTES.size).toBeGreaterThan(5);
    for (const route of FORM_RESULT_ROUTES) expect(RESULT_PAGE.test(`${route.slice(1)}.mdx`)).toBe(true);
  });
});
