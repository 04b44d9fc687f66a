import { Field } from '@fluentui/react-components';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { formatInputNumber, NumberField } from './NumberField';

function Harness({ initial, onValue }: { initial: number; onValue: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Amount">
      <NumberField
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </Field>
  );
}

describe('NumberField', () => {
  it('shows 0 as an empty field and a value in the locale separators', () => {
    expect(formatInputNumber(0, 'en-GB')).toBe('');
    expect(formatInputNumber(1234.5, 'en-GB')).toBe('1234.5');
    expect(formatInputNumber(1234.5, 'nl-NL')).toBe('1234,5');
  });

  it('accepts a comma or a dot and reformats on leaving the field', async () => {
    activateLocale('nl-NL');
    const onValue = jest.fn();
    renderWithProviders(<Harness initial={0} onValue={onValue} />, { api: createTestApi().api, route: null });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('');

    const user = userEvent.setup();
    await user.type(input, '12.5');
    expect(onValue).toHaveBeenLastCalledWith(12.5);
    await user.tab();
    expect(input).toHaveValue('12,5');

    await user.clear(input);
    await user.type(input, '3,25');
    expect(onValue).toHaveBeenLastCalledWith(3.25);
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(0);
    await user.type(input, 'abc');
    expect(onValue).toHaveBeenLastCalledWith(Number.NaN);
  });
});
