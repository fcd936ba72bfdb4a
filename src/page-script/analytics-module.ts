import { afterFirstPaint } from './after-first-paint.ts';

/**
 * Analytics is a module of its own (./analytics.ts, with Plausible's tracker), fetched after the first paint,
 * which counts the page view and then the goals islands report (window.__goals).
 */
export const loadAnalytics = (url: string) => afterFirstPaint(() => void import(/* @vite-ignore */ url).catch(() => {}));
