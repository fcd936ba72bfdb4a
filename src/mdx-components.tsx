import type { MDXComponents } from 'mdx/types';
import { Link } from 'react-router-dom';
import { NotFound } from '../components/sections/NotFound.tsx';
import { Seo } from '../components/head/Seo.tsx';
import { Actions } from '../components/sections/Actions.tsx';
import { Columns } from '../components/sections/Columns.tsx';
import { CtaBand } from '../components/sections/CtaBand.tsx';
import { Hero } from '../components/sections/Hero.tsx';
import { Panel } from '../components/sections/Panel.tsx';
import { Section } from '../components/sections/Section.tsx';
import { SectionLink } from '../components/ui/SectionLink.tsx';
import { SiteContact } from '../components/ui/SiteContact.tsx';
import { islands } from './islands.tsx';

/** Markdown links: routes become router links, home sections scroll, other sites open as usual. */
function MdxLink({ href = '', ...props }: React.ComponentProps<'a'>) {
  const section = /^\/#([\w-]+)$/.exec(href)?.[1];
  if (section) return <SectionLink to={section}>{props.children}</SectionLink>;
  if (href.startsWith('/')) return <Link to={href} {...props} />;
  if (/^https?:/.test(href)) return <a href={href} rel="noopener noreferrer" {...props} />;
  return <a href={href} {...props} />;
}

/** Everything a page may use without an import, besides the blocks (scripts/vite/remark-block-imports.ts). */
export const mdxComponents: MDXComponents = {
  ...islands,
  a: MdxLink,
  Actions,
  Columns,
  CtaBand,
  Hero,
  NotFound,
  Panel,
  Section,
  SectionLink,
  Seo,
  SiteContact,
};
