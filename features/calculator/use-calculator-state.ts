import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { goalEvent } from '@shared/delivery/analytics-goals';
import { reportGoal } from '../../components/runtime/report-goal.ts';
import { calculatorFields, clampedHint, clampedNote, estimateSummary } from '../../content/calculator-copy.ts';
import { readCalculatorQuery, writeCalculatorQuery } from './calculator-query.ts';
import {
  calculateSavings,
  CALCULATOR_FIELDS,
  formatPercent,
  formatUsd,
  MAXIMUM,
  MINIMUMS,
  parseInput,
  type CalculatorField,
  type CalculatorInputs,
  type ParsedInput,
  type SavingsResult,
} from './savings.ts';

/** What the visitor typed, per field: kept as text so a field can be cleared and retyped. */
export type RawInputs = Record<CalculatorField, string>;

export interface FieldState extends ParsedInput {
  raw: string;
  /** Set when the text is not used as typed: 'Treated as 1 (the minimum)'. */
  hint?: string;
}

export interface CalculatorState {
  fields: Record<CalculatorField, FieldState>;
  values: CalculatorInputs;
  result: SavingsResult;
  setField: (field: CalculatorField, raw: string) => void;
  /** Text for the polite live region: set once the visitor changes a field and pauses. */
  announcement: string;
}

const mapFields = <T>(fn: (field: CalculatorField) => T) =>
  Object.fromEntries(CALCULATOR_FIELDS.map((field) => [field, fn(field)])) as Record<CalculatorField, T>;

const count = new Intl.NumberFormat('en-US');

function fieldState(raw: string, field: CalculatorField): FieldState {
  // '60,000', '$60000' and ' 60 000 ' all mean 60000.
  const parsed = parseInput(raw.replace(/[\s,$]/g, ''), field);
  if (!parsed.clamped) return { raw, ...parsed };
  const bound = parsed.value === MAXIMUM && MAXIMUM !== MINIMUMS[field] ? 'maximum' : 'minimum';
  return { raw, ...parsed, hint: clampedHint(count.format(parsed.value), bound) };
}

export const summarize = (r: SavingsResult) =>
  estimateSummary(formatUsd(r.totalSavings), formatPercent(r.percentReduction), formatUsd(r.newCost));

// The query is read through an external store whose server snapshot is empty: the prerendered
// HTML and the hydrating render both show the defaults (no mismatch), then React re-renders
// with the real query.
const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};
const getSearch = () => window.location.search;
const getServerSearch = () => '';

const rawFromQuery = (search: string): RawInputs => {
  const fromQuery = readCalculatorQuery(new URLSearchParams(search));
  return mapFields((field) => String(fromQuery[field]));
};

/** The typed text of every field, and the field changed last (for the announcement). */
interface Edit {
  raw: RawInputs;
  field: CalculatorField;
}

/** Puts the estimate in the address bar: no history entry, no router navigation, no scroll. */
function writeUrl(values: CalculatorInputs) {
  const { pathname, search, hash } = window.location;
  const query = writeCalculatorQuery(values, new URLSearchParams(search)).toString();
  const next = `${pathname}${query ? `?${query}` : ''}${hash}`;
  if (next === pathname + search + hash) return;
  try {
    // Keep the router's own history state (its key and index) untouched.
    window.history.replaceState(window.history.state, '', next);
  } catch {
    // Safari throws past ~100 replaceState calls in 30 s; the estimate on screen is unaffected.
  }
}

/** One summary after typing pauses, rather than one announcement per keystroke. */
export const ANNOUNCE_DELAY_MS = 500;

function useAnnouncer() {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), ANNOUNCE_DELAY_MS);
  }, []);
  return [message, announce] as const;
}

/**
 * The calculator's state: the typed text per field (first taken from the URL query), the values
 * the arithmetic uses (empty or out-of-range text counts as its bound, with a hint saying so),
 * and the results. Every change is written back to the query so the estimate can be shared; the
 * first one is reported to analytics as the calculator's use.
 */
export function useCalculatorState(): CalculatorState {
  const search = useSyncExternalStore(subscribe, getSearch, getServerSearch);
  // null until the visitor types; until then the query (or the defaults) is shown.
  const [edited, setEdited] = useState<Edit | null>(null);
  const [announcement, announce] = useAnnouncer();

  const raw: RawInputs = edited?.raw ?? rawFromQuery(search);
  const fields = mapFields((field) => fieldState(raw[field], field));
  const values = mapFields((field) => fields[field].value);
  const result = calculateSavings(values);

  // From the pending state, not the last render: two changes before a re-render (the early-input
  // replay, one field after another) both count.
  const setField = useCallback(
    (field: CalculatorField, text: string) =>
      setEdited((prev) => ({ field, raw: { ...(prev?.raw ?? rawFromQuery(getSearch())), [field]: text } })),
    [],
  );

  // Once a change is on screen: the query, and the summary of the last change.
  useEffect(() => {
    if (!edited) return;
    const nextValues = mapFields((f) => fieldState(edited.raw[f], f).value);
    writeUrl(nextValues);
    const hint = fieldState(edited.raw[edited.field], edited.field).hint;
    const note = hint ? ` ${clampedNote(calculatorFields[edited.field].label, hint)}` : '';
    announce(summarize(calculateSavings(nextValues)) + note);
  }, [edited, announce]);

  // The visitor's first change is the calculator's use, a goal for analytics.
  const used = edited !== null;
  useEffect(() => {
    if (import.meta.env.VITE_PLAUSIBLE_DOMAIN && used) reportGoal(goalEvent('calculatorUse', { page: location.pathname }));
  }, [used]);

  return { fields, values, result, setField, announcement };
}
