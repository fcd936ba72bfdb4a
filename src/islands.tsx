import type { ComponentType } from 'react';
import { Island } from '../components/runtime/Island.tsx';
import { ISLANDS, type Island as IslandKind } from '../components/runtime/islands.ts';
import Calculator from '../features/calculator/Calculator.tsx';
import ContactForm from '../features/contact/ContactForm.tsx';
import SearchPage from '../features/search/SearchPage.tsx';

const island =
  <P extends object>(kind: IslandKind, component: ComponentType<P>) =>
  (props: P) => <Island island={kind} component={component} props={props} />;

/**
 * The widgets pages use by name that are islands (components/runtime/islands.ts): each ships code
 * of its own, loaded when the visitor nears it. Everything else on a page is HTML.
 */
export const islands = {
  Calculator: island(ISLANDS.calculator, Calculator),
  ContactForm: island(ISLANDS.contactForm, ContactForm),
  SearchPage: island(ISLANDS.searchPage, SearchPage),
};
