import { lazy, type ComponentType } from 'react';

type Module = { default: ComponentType<Record<string, unknown>> };

/**
 * Blocks are components that carry page-specific data or heavy code (widgets): each is its own
 * chunk, loaded only by the pages that use it. Any file in components/blocks/ is one, named by
 * its file name, plus the three widgets. During the prerender each block records itself, so the
 * build can preload exactly the chunks a page needs.
 */
const modules = import.meta.glob<Module>([
  '../components/blocks/*.tsx',
  '../components/calculator/Calculator.tsx',
  '../components/faq-accordion/FaqAccordion.tsx',
  '../components/contact-form/ContactForm.tsx',
]);

/** Source paths (root-relative, as in Vite's manifest) of the blocks rendered by the last prerender. */
export const renderedBlocks = new Set<string>();

function lazyBlock(source: string, load: () => Promise<Module>) {
  const Lazy = lazy(load);
  function Block(props: Record<string, unknown>) {
    if (import.meta.env.SSR) renderedBlocks.add(source);
    return <Lazy {...props} />;
  }
  Block.displayName = source.replace(/^.*\/|\.tsx$/g, '');
  return Block;
}

export const blocks: Record<string, ComponentType<Record<string, unknown>>> = Object.fromEntries(
  Object.entries(modules).map(([path, load]) => {
    const source = path.replace(/^\.\.\//, '');
    return [source.replace(/^.*\/|\.tsx$/g, ''), lazyBlock(source, load)];
  }),
);
