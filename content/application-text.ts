import { fill } from './placeholders.ts';
import { application } from './words/careers.json' with { type: 'json' };

/**
 * The words of the application form on a position's page, and of the pages a plain form post ends on
 * (content/words/careers.json): the form's island ships these, not the rest of the careers' words.
 */
export const applicationText = { ...application, progress: (percent: number) => fill(application.progress, { percent }) };
