import { parse, serializeOuter, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** An element of a built page as the build's checks read it: the little of the DOM's Element they use. */
export interface PageElement {
  /** Lower case: 'script'. */
  tagName: string;
  getAttribute(name: string): string | null;
  readonly textContent: string;
  readonly outerHTML: string;
}

/** A built page's elements, in document order: those of its <head> and those of its <body>. */
export interface PageDocument {
  head: PageElement[];
  body: PageElement[];
}

const isElement = (node: Node): node is Element => 'tagName' in node;

const textOf = (node: Node): string =>
  node.nodeName === '#text'
    ? (node as DefaultTreeAdapterMap['textNode']).value
    : 'childNodes' in node
      ? node.childNodes.map(textOf).join('')
      : '';

function pageElement(element: Element): PageElement {
  return {
    tagName: element.tagName,
    getAttribute: (name) => element.attrs.find((attr) => attr.name === name)?.value ?? null,
    get textContent() {
      return textOf(element);
    },
    get outerHTML() {
      return serializeOuter(element);
    },
  };
}

function elementsIn(node: Node, into: PageElement[] = []): PageElement[] {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if (!isElement(child)) continue;
    into.push(pageElement(child));
    // A <template>'s content is not part of the document, as for the DOM's querySelectorAll.
    elementsIn(child, into);
  }
  return into;
}

/**
 * A prerendered page's HTML, parsed as a browser would (parse5, the parser JSDOM uses), to read its head, scripts
 * and islands. Not a JSDOM window: the build reads every page this way, several times, and JSDOM's documents
 * were kept in memory (a build of 1,000 posts ran out of it) and took 4 to 10 times as long.
 */
export function pageDocument(html: string): PageDocument {
  const html_ = parse(html).childNodes.find(isElement)!;
  const part = (tag: string) => html_.childNodes.find((node): node is Element => isElement(node) && node.tagName === tag);
  return { head: elementsIn(part('head')!), body: elementsIn(part('body')!) };
}
