import { WebinarList } from '../WebinarList.tsx';

/** The sessions of /resources/webinars, each with its form. */
export default function WebinarSessions() {
  return <WebinarList />;
}
