import { config } from 'zod';

// The deployed editor's CSP allows no eval. Zod would try `Function('')` once to see whether it may compile its
// checks, which the browser reports as a CSP violation; it checks as well without.
config({ jitless: true });
