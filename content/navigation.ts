import raw from './navigation.json' with { type: 'json' };
import type { z } from 'zod';
import type { navigationFileSchema } from './schemas/content-files.ts';
import { contentOf } from './site.ts';

const navigation = contentOf<z.infer<typeof navigationFileSchema>>(raw);

/** The home page sections the header and the phone menu link to. */
export const sectionLinks = navigation.sectionLinks;

/** The footer's columns of links: a page (/about) or a home section (/#contact). */
export const footerColumns = navigation.footerColumns;
