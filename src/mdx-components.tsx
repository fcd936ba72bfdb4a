import type { MDXComponents } from 'mdx/types';
import { NotFound } from '../components/sections/NotFound.tsx';
import { Seo } from '../components/head/Seo.tsx';
import { Actions } from '../components/sections/Actions.tsx';
import { Column } from '../components/sections/Column.tsx';
import { Columns } from '../components/sections/Columns.tsx';
import { CtaBand } from '../components/sections/CtaBand.tsx';
import { Hero } from '../components/sections/Hero.tsx';
import { Panel } from '../components/sections/Panel.tsx';
import { Section } from '../components/sections/Section.tsx';
import { ContactButton } from '../components/ui/ContactButton.tsx';
import { SectionLink } from '../components/ui/SectionLink.tsx';
import { SiteContact } from '../components/ui/SiteContact.tsx';
import FaqAccordion from '../features/faq/FaqAccordion.tsx';
import { islands } from './islands.tsx';

/** Markdown links to other sites open with noopener. */
function MdxLink({ href = '', ...props }: React.ComponentProps<'a'>) {
  return /^https?:/.test(href) ? <a href={href} rel="noopener noreferrer" {...props} /> : <a href={href} {...props} />;
}

/** Everything a page may use without an import, besides the blocks (build/vite/remark-block-imports.ts). */
export const mdxComponents: MDXComponents = {
  ...islands,
  a: MdxLink,
  FaqAccordion,
  Actions,
  Column,
  Columns,
  ContactButton,
  CtaBand,
  Hero,
  NotFound,
  Panel,
  Section,
  SectionLink,
  Seo,
  SiteContact,
};
