import type { ComponentType } from 'react';
import { Island } from '../components/runtime/Island.tsx';
import Calculator from '../features/calculator/Calculator.tsx';
import ContactForm from '../features/contact/ContactForm.tsx';
import SearchPage from '../features/search/SearchPage.tsx';

const island =
  <P extends object>(name: string, component: ComponentType<P>) =>
  (props: P) => <Island name={name} component={component} props={props} />;

/**
 * The widgets pages use by name that are islands: each ships code of its own, loaded when the
 * visitor nears it (`features/<feature>/<name>.island.tsx`). Everything else on a page is HTML.
 */
export const islands = {
  Calculator: island('calculator', Calculator),
  ContactForm: island('contact-form', ContactForm),
  SearchPage: island('search-page', SearchPage),
};
