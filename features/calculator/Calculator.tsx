import { calculatorFields } from '../../content/calculator-copy.ts';
import { CALCULATOR_FIELDS } from './savings.ts';
import { theme } from '../../components/theme/tokens.ts';
import { CalculatorField } from './CalculatorField.tsx';
import { CalculatorResults } from './CalculatorResults.tsx';
import { useCalculatorState } from './use-calculator-state.ts';

/**
 * The savings calculator: four inputs, results recomputed on every
 * change, the inputs mirrored in the URL query (/?employees=25#calculator) so an estimate can be
 * shared, and 'Get Custom Proposal' carrying the employee count to the contact form.
 */
export default function Calculator() {
  const { fields, values, result, setField, announcement } = useCalculatorState();
  return (
    <div
      css={{
        display: 'grid',
        gap: theme.space.xl,
        [theme.mq.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' },
      }}
    >
      {/* Enter in a field must not reload the page, before hydration either: a dialog-method form
          outside a dialog never submits (and never puts the fields in a URL). */}
      <form method="dialog" onSubmit={(event) => event.preventDefault()} css={{ display: 'grid', gap: theme.space.lg }}>
        {CALCULATOR_FIELDS.map((field) => (
          <CalculatorField
            key={field}
            name={field}
            config={calculatorFields[field]}
            state={fields[field]}
            onChange={(raw) => setField(field, raw)}
          />
        ))}
      </form>
      <CalculatorResults result={result} employees={values.employees} announcement={announcement} />
    </div>
  );
}
