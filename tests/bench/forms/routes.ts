// The form routes the contact bench and the bad-input probe send to: each one's path, a valid body for
// submission n, and where its stored submissions are counted.
import type { PGlite } from '@electric-sql/pglite';
import { APPLICATION_PATH, FUNCTION_PATH, LEAD_FUNCTION_PATH } from '../../../server/app.ts';

export interface FormRoute {
  name: string;
  path: string;
  /** What a submission owes after its answer: an email to the visitor, besides the webhook every new lead owes. */
  ownsEmail: boolean;
  /** Submission n's body and its content type, as the island sends it (with `text` in one of its text fields). */
  body(n: number, submissionId: string, text?: string): { body: string | Buffer; contentType: string };
  /** The field `text` goes into. */
  textField: string;
  /** The submission ids stored (for the newsletter: those that took a slot; its rows are one per address). */
  storedIds(db: PGlite): Promise<string[]>;
  /** How many submissions owe an email and a webhook (the newsletter's new addresses; default: every stored one). */
  owing?(db: PGlite): Promise<number>;
}

/** The example session the test build shows, upcoming until 2099: the only one registrations are taken for in a bench. */
export const BENCH_SESSION = 'example-upcoming-payroll-close';

const json = (fields: Record<string, unknown>) => ({ body: JSON.stringify(fields), contentType: 'application/json' });
const request = (n: number, submissionId: string) => ({ submissionId, elapsedMs: 5000 + n, website: '' });
const ids = async (db: PGlite, sql: string) => (await db.query<{ id: string }>(sql)).rows.map((row) => row.id);

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const BOUNDARY = '----paylean-bench';

function multipart(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(parts.join('') + file), PDF, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

export const FORM_ROUTES: readonly FormRoute[] = [
  {
    name: 'contact',
    path: FUNCTION_PATH,
    ownsEmail: false,
    textField: 'message',
    body: (n, id, text = `Submission ${n}: we pay 120 people in four countries and want one payroll.`) =>
      json({
        firstName: 'Bench',
        lastName: `Lead ${n}`,
        email: `lead${n}@bench.example`,
        countryCode: '+44',
        phone: '74001234567',
        company: 'Load Test Ltd',
        employees: 10 + (n % 500),
        message: text,
        callConsent: n % 2 === 0,
        ...request(n, id),
      }),
    storedIds: (db) => ids(db, 'select submission_id as id from public.contact_submissions'),
  },
  {
    name: 'white-paper',
    path: `${LEAD_FUNCTION_PATH}white-paper`,
    ownsEmail: true,
    textField: 'company',
    body: (n, id, text = 'Load Test Ltd') =>
      json({ name: `Bench Lead ${n}`, email: `lead${n}@bench.example`, company: text, consent: true, ...request(n, id) }),
    storedIds: (db) => ids(db, "select submission_id as id from public.form_leads where form = 'white-paper'"),
  },
  {
    name: 'newsletter',
    path: `${LEAD_FUNCTION_PATH}newsletter`,
    ownsEmail: true,
    textField: 'utmSource',
    body: (n, id, text = 'bench') => json({ email: `lead${n}@bench.example`, utmSource: text, ...request(n, id) }),
    storedIds: (db) => ids(db, "select distinct submission_id as id from public.contact_rate_limit_slots where scope = 'email'"),
    owing: async (db) => (await db.query<{ n: number }>('select count(*)::int as n from public.newsletter_subscribers')).rows[0]!.n,
  },
  {
    name: 'webinar-registration',
    path: `${LEAD_FUNCTION_PATH}webinar-registration`,
    ownsEmail: true,
    textField: 'name',
    body: (n, id, text = `Bench Lead ${n}`) =>
      json({
        session: BENCH_SESSION,
        name: text,
        email: `lead${n}@bench.example`,
        company: 'Load Test Ltd',
        consent: true,
        ...request(n, id),
      }),
    storedIds: (db) => ids(db, "select submission_id as id from public.form_leads where form = 'webinar-registration'"),
  },
  {
    name: 'application',
    path: APPLICATION_PATH,
    ownsEmail: false,
    textField: 'note',
    body: (n, id, text = 'I have run payroll for five years.') => ({
      ...multipart({
        position: 'full-stack-engineer',
        name: `Bench Candidate ${n}`,
        email: `lead${n}@bench.example`,
        country: 'Peru',
        note: text,
        consent: 'yes',
        submissionId: id,
        elapsedMs: String(5000 + n),
      }),
    }),
    storedIds: (db) => ids(db, 'select submission_id as id from public.job_applications'),
  },
];

export const formRoute = (name: string) => {
  const route = FORM_ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`There is no route "${name}"; the routes are ${FORM_ROUTES.map((r) => r.name).join(', ')}.`);
  return route;
};
