/** A goal's event as the goal list makes it (goalEvent in supabase/functions/_shared/delivery/analytics-goals.ts). */
interface GoalEvent {
  name: string;
  props: Record<string, string>;
}

declare global {
  interface Window {
    /** Goals reached on this page: a queue until the analytics module runs, which then sends each one pushed. */
    __goals?: { push(goal: GoalEvent): unknown };
  }
}

/**
 * Hands analytics a goal the visitor reached (a form sent, the calculator used), made by the goal list, so it
 * holds only the site's own names, never typed text. Call it under `if (import.meta.env.VITE_PLAUSIBLE_DOMAIN)`:
 * in a build without analytics the bundler then drops the call, and the goal list with it.
 */
export const reportGoal = (goal: GoalEvent) => void (window.__goals ??= [] as GoalEvent[]).push(goal);
