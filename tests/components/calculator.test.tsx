// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Calculator from '../../features/calculator/Calculator.tsx';
import { useCalculatorState } from '../../features/calculator/use-calculator-state.ts';
import {
  onContactPrefill,
  PREFILL_EVENT,
  PREFILL_STORAGE_KEY,
  requestContactPrefill,
  takeContactPrefill,
  type ContactPrefill,
} from '../../features/contact/contact-prefill.ts';

const DISCLAIMER =
  'All calculations are based on assumptions and estimates. Actual results may vary depending on your specific business requirements and circumstances.';

const app = () => (
  <MemoryRouter>
    <Calculator />
    <section id="contact">contact</section>
  </MemoryRouter>
);

function setup() {
  const user = userEvent.setup();
  const view = render(app());
  return { user, ...view };
}

const input = (label: string | RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const employees = () => input('Number of Employees');
const salary = () => input(/^Average Annual Salary/);
/** The <dd> beside a result's <dt>. */
const output = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

function expectOutputs(o: { current: string; next: string; savings: string; percent: string; ai: string; offshore: string }) {
  expect(output('Current Annual Cost')).toHaveTextContent(o.current);
  expect(output('New Annual Cost')).toHaveTextContent(o.next);
  expect(output('Annual Savings')).toHaveTextContent(o.savings);
  expect(output('Annual Savings')).toHaveTextContent(o.percent);
  expect(output('AI Automation Savings')).toHaveTextContent(o.ai);
  expect(output('Offshore Talent Savings')).toHaveTextContent(o.offshore);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
  // jsdom has no layout, so no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Calculator: defaults', () => {
  it('shows the four labelled numeric inputs with their defaults', () => {
    setup();
    const fields = [
      [employees(), '10'],
      [salary(), '60000'],
      [input(/^Monthly Payroll Processing Hours/), '40'],
      [input(/^Payroll Processing Rate/), '50'],
    ] as const;
    for (const [field, value] of fields) {
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('inputmode', 'numeric');
      expect(field).not.toHaveAttribute('aria-describedby');
    }
  });

  it('shows the published figures for the defaults, and the disclaimer', () => {
    setup();
    expectOutputs({ current: '$624,000', next: '$187,200', savings: '$436,800', percent: '70.0%', ai: '$249,600', offshore: '$187,200' });
    expect(screen.getByText(DISCLAIMER)).toBeInTheDocument();
  });
});

describe('Calculator: live update', () => {
  it('recomputes on every keystroke', async () => {
    const { user } = setup();
    await user.clear(employees());
    await user.type(employees(), '2');
    // 2 × 60,000 + 40 × 50 × 12
    expect(output('Current Annual Cost')).toHaveTextContent('$144,000');
    await user.type(employees(), '5');
    expectOutputs({
      current: '$1,524,000',
      next: '$457,200',
      savings: '$1,066,800',
      percent: '70.0%',
      ai: '$609,600',
      offshore: '$457,200',
    });
  });

  it('accepts thousands separators', async () => {
    const { user } = setup();
    await user.clear(salary());
    await user.type(salary(), '75,000');
    expect(salary()).toHaveValue('75,000');
    expect(screen.queryByText(/Treated as/)).not.toBeInTheDocument();
    expect(output('Current Annual Cost')).toHaveTextContent('$774,000');
  });

  it('announces the savings once typing pauses, in a polite live region', async () => {
    const { user } = setup();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    await user.clear(employees());
    await user.type(employees(), '25');
    await waitFor(() =>
      expect(status).toHaveTextContent('Estimated annual savings $1,066,800, a 70.0% reduction. New annual cost $457,200.'),
    );
  });
  it('keeps every change made before a re-render (the early-input replay sets one field after another)', () => {
    const { result } = renderHook(() => useCalculatorState());
    const { setField } = result.current; // one render's setField, used twice in one batch
    act(() => {
      setField('employees', '140');
      setField('salary', '55000');
    });
    expect(result.current.fields.employees.raw).toBe('140');
    expect(result.current.fields.salary.raw).toBe('55000');
    expect(result.current.values).toMatchObject({ employees: 140, salary: 55000 });
    const query = new URLSearchParams(window.location.search);
    expect([query.get('employees'), query.get('salary')]).toEqual(['140', '55000']);
  });
});

describe('Calculator: minimums', () => {
  it('keeps a cleared field empty, computes it as its minimum and says so', async () => {
    const { user, container } = setup();
    await user.clear(employees());
    expect(employees()).toHaveValue('');
    const hint = screen.getByText('Treated as 1 (the minimum)');
    expect(hint).toBeVisible();
    expect(employees()).toHaveAccessibleDescription('Treated as 1 (the minimum)');
    expect(employees().getAttribute('aria-describedby')).toBe(hint.id);
    // 1 × 60,000 + 24,000
    expect(output('Current Annual Cost')).toHaveTextContent('$84,000');
    expect(container).not.toHaveTextContent('NaN');
  });

  it('treats negative and non-numeric text as the minimum, never a negative cost or NaN', async () => {
    const { user, container } = setup();
    await user.clear(salary());
    await user.type(salary(), '-5000');
    expect(salary()).toHaveValue('-5000');
    expect(salary()).toHaveAccessibleDescription('Treated as 0 (the minimum)');
    expect(output('Current Annual Cost')).toHaveTextContent('$24,000');
    await user.clear(employees());
    await user.type(employees(), 'abc');
    expect(employees()).toHaveAccessibleDescription('Treated as 1 (the minimum)');
    const hours = input(/^Monthly Payroll Processing Hours/);
    await user.clear(hours);
    expectOutputs({ current: '$0', next: '$0', savings: '$0', percent: '0.0%', ai: '$0', offshore: '$0' });
    expect(container).not.toHaveTextContent('NaN');
    expect(container).not.toHaveTextContent('-$');
  });

  it('removes the hint once the field is valid again', async () => {
    const { user } = setup();
    await user.clear(employees());
    await user.type(employees(), '3');
    expect(screen.queryByText(/Treated as/)).not.toBeInTheDocument();
    expect(employees()).not.toHaveAttribute('aria-describedby');
  });
});

describe('Calculator: URL state', () => {
  it('reads the inputs from the query on mount', () => {
    window.history.replaceState(null, '', '/?employees=25#calculator');
    setup();
    expect(employees()).toHaveValue('25');
    expect(salary()).toHaveValue('60000');
    expect(output('Current Annual Cost')).toHaveTextContent('$1,524,000');
  });

  it('ignores unusable query values', () => {
    window.history.replaceState(null, '', '/?employees=-3&salary=abc&hours=12');
    setup();
    expect(employees()).toHaveValue('10');
    expect(salary()).toHaveValue('60000');
    expect(input(/^Monthly Payroll Processing Hours/)).toHaveValue('12');
  });

  it('writes changes with replaceState, keeping the hash and other parameters, and no new history entry', async () => {
    window.history.replaceState({ usr: null, key: 'k', idx: 0 }, '', '/?utm_source=mail#calculator');
    const push = vi.spyOn(window.history, 'pushState');
    const length = window.history.length;
    const { user } = setup();
    await user.clear(employees());
    await user.type(employees(), '25');
    expect(window.location.pathname).toBe('/');
    expect(new URLSearchParams(window.location.search).get('employees')).toBe('25');
    expect(new URLSearchParams(window.location.search).get('utm_source')).toBe('mail');
    expect(window.location.hash).toBe('#calculator');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ usr: null, key: 'k', idx: 0 });
    expect(push).not.toHaveBeenCalled();
    // Back at the default, the parameter goes away.
    await user.clear(employees());
    await user.type(employees(), '10');
    expect(window.location.search).toBe('?utm_source=mail');
  });

  it('hydrates the prerendered defaults without a mismatch, then shows the query', async () => {
    // The prerender knows no query: its HTML has the defaults.
    const html = renderToString(app());
    expect(html).toContain('value="10"');
    window.history.replaceState(null, '', '/?employees=25#calculator');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, app(), { onRecoverableError: recoverable }));
    expect(within(container).getByLabelText('Number of Employees')).toHaveValue('25');
    expect(within(container).getByText('Current Annual Cost').nextElementSibling).toHaveTextContent('$1,524,000');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('Calculator: Get Custom Proposal', () => {
  it('sends the employee count to the contact form and moves to #contact', async () => {
    const { user } = setup();
    const received: ContactPrefill[] = [];
    const listener = (event: CustomEvent<ContactPrefill>) => received.push(event.detail);
    window.addEventListener(PREFILL_EVENT, listener);
    await user.clear(employees());
    await user.type(employees(), '25');
    const link = screen.getByRole('link', { name: 'Get Custom Proposal' });
    // A real link that carries the count, so a tap before hydration works too; it follows the field.
    expect(link).toHaveAttribute('href', '/?employees=25#contact');
    await user.click(link);
    window.removeEventListener(PREFILL_EVENT, listener);
    expect(received).toEqual([{ employees: '25' }]);
    // A form that mounts later still gets it.
    expect(JSON.parse(sessionStorage.getItem(PREFILL_STORAGE_KEY) ?? 'null')).toEqual({ employees: '25' });
    await waitFor(() => expect(document.getElementById('contact')).toHaveFocus());
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('sends the minimum when the field is empty', async () => {
    const { user } = setup();
    await user.clear(employees());
    const link = screen.getByRole('link', { name: 'Get Custom Proposal' });
    expect(link).toHaveAttribute('href', '/?employees=1#contact');
    await user.click(link);
    expect(takeContactPrefill()).toEqual({ employees: '1' });
  });
});

describe('contact prefill contract (features/contact/contact-prefill.ts)', () => {
  it('takeContactPrefill returns a pending prefill once', () => {
    requestContactPrefill({ employees: '40' });
    expect(takeContactPrefill()).toEqual({ employees: '40' });
    expect(takeContactPrefill()).toBeNull();
  });

  it('ignores a malformed stored value', () => {
    sessionStorage.setItem(PREFILL_STORAGE_KEY, '{not json');
    expect(takeContactPrefill()).toBeNull();
    sessionStorage.setItem(PREFILL_STORAGE_KEY, JSON.stringify({ employees: 5, other: 'x' }));
    expect(takeContactPrefill()).toBeNull();
  });

  it('onContactPrefill delivers the detail and consumes the stored copy', () => {
    const handler = vi.fn();
    const unsubscribe = onContactPrefill(handler);
    requestContactPrefill({ employees: '12' });
    expect(handler).toHaveBeenCalledWith({ employees: '12' });
    expect(takeContactPrefill()).toBeNull();
    unsubscribe();
    requestContactPrefill({ employees: '13' });
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('Calculator: analytics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    delete window.__goals;
  });

  it('reports its first use once, with the page and none of the figures', async () => {
    vi.stubEnv('VITE_PLAUSIBLE_DOMAIN', 'paylean.example');
    const { user } = setup();
    expect(window.__goals).toBeUndefined();
    await user.clear(employees());
    await user.type(employees(), '987');
    await user.clear(salary());
    await user.type(salary(), '65432');
    expect(window.__goals).toEqual([{ name: 'Calculator Use', props: { page: '/' } }]);
  });

  it('reports nothing in a build without analytics', async () => {
    const { user } = setup();
    await user.type(employees(), '5');
    expect(window.__goals).toBeUndefined();
  });
});
