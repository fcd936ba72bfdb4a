// Lists every form's stored entries (newest first), exports them as CSV, or erases one person.
//   npm run submissions                           table of the latest 50 entries of every form, with a `form` column
//   npm run submissions -- --form white-paper     one form's entries, with that form's own columns
//   npm run submissions -- --limit 200            more rows
//   npm run submissions -- --csv [file]           every row as CSV (with --form, that form's), to the file or stdout;
//                                                 the newsletter's has a status: pending, confirmed or unsubscribed
//   npm run submissions -- --report [--since 30d]  leads per form, per source and campaign, per landing page, with totals
//                          --report --csv [file]     the same figures as CSV; --since also takes a day, 2026-10-01
//   npm run submissions -- --failed               the emails and webhooks given up after two days of tries (also under the table)
//   npm run submissions -- --held                 the leads whose email to the team's inbox was held (past 10 per form in
//                                                 10 minutes; a digest counted them), with their form's fields (also under the table)
//   npm run submissions -- --retry-failed         sends them again: due now, delivered by the local server (stop `npm start`
//                                                 first; it sends them when it starts)
//   npm run submissions -- --delete <email>       erases that person from every form, résumés and emails in the outbox included
//                                                 (stop `npm start` first)
//   npm run submissions -- --form application     the job applications, with the position and the stored résumé
//                          --form application --files DIR   also copies every résumé into DIR
//                          --form application --csv [file]  the applications as CSV: the position, the candidate, the stored résumé
// Forms: `contact`, `application` and every lead form of supabase/functions/_shared/forms/leads/lead-forms.ts.
// Stored text is printed with its control characters written out (`\x1b`), so no stored value can drive the terminal.
// The commands live in server/admin/submissions-cli.ts; this entry gives them the site's positions.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadPositions } from '../content/positions.ts';
import { todayUtc } from '../build/blog/publication.ts';
import { runSubmissions } from '../server/admin/submissions-cli.ts';

/** A position's title by its slug, as the site lists it (closed positions too). */
export function positionTitles(): (slug: string) => string {
  const titles = new Map(loadPositions(todayUtc()).map((p) => [p.slug, p.title]));
  return (slug) => titles.get(slug) ?? 'a position no longer listed';
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runSubmissions(process.argv.slice(2), positionTitles()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
