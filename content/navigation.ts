import raw from './navigation.json' with { type: 'json' };
import type { z } from 'zod';
import type { navigationFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

const navigation = contentOf<z.infer<typeof navigationFileSchema>>(raw);

/** The header's links and the phone menu's, each a page (/about) or a home section (/#contact), as the footer's. */
export const headerLinks = navigation.headerLinks;

/** The footer's columns of links: a page (/about) or a home section (/#contact). */
export const footerColumns = navigation.footerColumns;
