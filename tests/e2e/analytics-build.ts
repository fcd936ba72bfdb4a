import path from 'node:path';
import { buildVariant } from './variant-build.ts';

/** Where the analytics build's events go: the stand-in collector these tests start (plausible-collector.ts). */
export const COLLECTOR_URL = 'http://127.0.0.1:4392/api/event';
/** The domain the analytics build counts for. */
export const ANALYTICS_DOMAIN = 'paylean.example';
/** The test build with analytics on, beside dist/ (the test build without). */
export const analyticsDist = path.resolve(import.meta.dirname, '../../node_modules/.cache/paylean-analytics-dist');

/** The test build again, with VITE_PLAUSIBLE_DOMAIN and VITE_PLAUSIBLE_ENDPOINT pointing at the collector, into analyticsDist. */
export const buildWithAnalytics = (): string =>
  buildVariant(
    analyticsDist,
    { VITE_PLAUSIBLE_DOMAIN: ANALYTICS_DOMAIN, VITE_PLAUSIBLE_ENDPOINT: COLLECTOR_URL },
    new URL(COLLECTOR_URL).origin,
  );
