import path from 'node:path';
import { blogPageSize, type PostSummary } from '../../content/blog.ts';
import { isOpen, type ListedPosition } from '../../content/careers.ts';
import { checkPositionFile } from '../../content/positions.ts';
import { isPostFile, postFromSource } from '../blog/posts.ts';
import { todayUtc } from '../blog/publication.ts';
import { pageFilesIn } from '../page-files.ts';
import type { PageFile, RouteProblem, RouteTable } from '../route-types.ts';
import { routeTableOf } from '../routes.ts';
import { checkWebinarFile } from '../webinars/sessions.ts';
import type { SiteFiles } from './site-files.ts';

/** The JSON files of a content folder as name (the slug) and text. */
const jsonFiles = (files: SiteFiles, dir: string) =>
  files
    .list(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file, slug: path.basename(file, '.json'), text: files.read(file) }));

/** A post's summary, or none when its file is not one the build takes: its own check names why. */
function postOf(files: SiteFiles, page: PageFile): PostSummary[] {
  try {
    return [postFromSource(files.read(`pages/${page.name}`), page.file)];
  } catch {
    return [];
  }
}

/**
 * The route table of the site as `files` make it (a save's overlay over the disk), as `npm run dev` routes it (drafts
 * and scheduled posts too): every page, post, position and webinar session, each file that cannot have its route
 * named in a line about it, never thrown. A file the build would refuse (its frontmatter, a position's field) is
 * routed as far as it can be; its own check says what is wrong.
 */
export function siteRouteTable(files: SiteFiles): { table: RouteTable; problems: RouteProblem[] } {
  const { pages } = pageFilesIn(files);
  const today = todayUtc();
  const positions = jsonFiles(files, 'content/positions').flatMap(({ slug, text }): ListedPosition[] => {
    const { data } = checkPositionFile(text, `${slug}.json`);
    return data ? [{ ...data, slug, open: isOpen(data, today) }] : [];
  });
  return routeTableOf({
    pages,
    posts: pages.filter((page) => isPostFile(page.file)).flatMap((page) => postOf(files, page)),
    positions,
    webinars: jsonFiles(files, 'content/webinars').filter(({ file, text }) => checkWebinarFile(text, file).data),
    pageSize: blogPageSize('production'),
  });
}
