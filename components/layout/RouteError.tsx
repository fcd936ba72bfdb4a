import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Section } from '../sections/Section.tsx';
import { Layout } from './Layout.tsx';

function describe(error: unknown): { status?: number; message: string } {
  if (isRouteErrorResponse(error)) return { status: error.status, message: error.statusText || String(error.data) };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** Shown when routing or rendering a page fails, inside the usual header and footer. */
export function RouteError() {
  const { status, message } = describe(useRouteError());
  return (
    <Layout>
      <Section>
        <h1>Unexpected Application Error!</h1>
        <p role="alert">
          {status !== undefined && <strong>{status} </strong>}
          {message}
        </p>
        <a href="/">Return to home</a>
      </Section>
    </Layout>
  );
}
