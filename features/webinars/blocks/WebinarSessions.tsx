import { Island } from '../../../components/runtime/Island.tsx';
import { WebinarList } from '../WebinarList.tsx';

/**
 * The sessions of /resources/webinars with a form each. One island holds them all: an island appears once on
 * a page, and its code (the lead forms' island) starts every form inside it.
 */
export default function WebinarSessions() {
  return <Island name="lead-form" component={WebinarList} props={{}} />;
}
