import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Fill } from '../../components/ui/Fill.tsx';

describe('Fill', () => {
  it('renders a template as the same HTML as the sentence written in JSX', () => {
    const role = 'Head of Payroll';
    expect(
      renderToString(
        <p>
          <Fill text="By {author}, {role}" values={{ author: <strong>Ann Lee</strong>, role }} />
        </p>,
      ),
    ).toBe(
      renderToString(
        <p>
          By <strong>Ann Lee</strong>, {role}
        </p>,
      ),
    );
    expect(
      renderToString(
        <p>
          <Fill text="{salary} a year" values={{ salary: '$60,000' }} />
        </p>,
      ),
    ).toBe('<p>$60,000<!-- --> a year</p>');
  });

  it('leaves a placeholder it has no value for as written', () => {
    expect(
      renderToString(
        <p>
          <Fill text="Call {phoneLink} or {other}." values={{ phoneLink: <a href="tel:+1">+1</a> }} />
        </p>,
      ),
    ).toBe('<p>Call <a href="tel:+1">+1</a> or <!-- -->{other}<!-- -->.</p>');
  });
});
