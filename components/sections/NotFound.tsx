import { Link } from 'react-router-dom';
import { Section } from './Section.tsx';

export function NotFound() {
  return (
    <Section>
      <h1>Oops! Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Return to home</Link>
    </Section>
  );
}
