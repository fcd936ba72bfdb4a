// Writes the submit-form function's copy of the webinar sessions (build/webinars/sessions-module.ts).
// Run: npm run generate:webinars
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadWebinars } from '../build/webinars/sessions.ts';
import { renderSessionsModule, SESSIONS_MODULE } from '../build/webinars/sessions-module.ts';

const sessions = loadWebinars();
writeFileSync(SESSIONS_MODULE, renderSessionsModule(sessions));
console.log(`Wrote ${sessions.length} session${sessions.length === 1 ? '' : 's'} to ${path.relative(process.cwd(), SESSIONS_MODULE)}`);
