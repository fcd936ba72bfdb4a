import { Section } from '../../components/sections/Section.tsx';
import { layoutText } from '../../content/layout-text.ts';

function describe(error: unknown): { status?: number; message: string } {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  return { status: typeof status === 'number' ? status : undefined, message };
}

/** Shown in place of a page that failed to load or render. */
export function RouteError({ error }: { error: unknown }) {
  const { status, message } = describe(error);
  return (
    <Section>
      <h1>{layoutText.routeError.title}</h1>
      <p role="alert">
        {status !== undefined && <strong>{status} </strong>}
        {message}
      </p>
      <a href="/">{layoutText.routeError.home}</a>
    </Section>
  );
}
