import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { NutrientAccordion } from './NutrientAccordion';

jest.setTimeout(20_000);

const per100 = { ...zeroNutrients(), calories: 379.4, totalFat: 6.54, salt: 0.025, potassium: 362.2 };
const portion = { ...zeroNutrients(), calories: 151.8, totalFat: 2.6 };

describe('NutrientAccordion', () => {
  it('shows the first panel open with display rounding, and opens the others on demand', async () => {
    activateLocale('nl-NL');
    renderWithProviders(
      <NutrientAccordion
        panels={[
          { key: 'per', title: 'Per 100 g', nutrients: per100 },
          { key: 'p', title: '1 bowl (40 g)', nutrients: portion },
        ]}
      />,
      { api: createTestApi().api, route: null },
    );
    const table = screen.getByRole('table', { name: 'Per 100 g' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Calorieën')).toHaveTextContent('379 kcal');
    expect(row('Vet')).toHaveTextContent('6,5 g');
    expect(row('Zout')).toHaveTextContent('0,03 g');
    expect(row('Kalium')).toHaveTextContent('362 mg');
    expect(screen.queryByRole('table', { name: '1 bowl (40 g)' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: '1 bowl (40 g)' }));
    expect(
      within(screen.getByRole('table', { name: '1 bowl (40 g)' })).getByRole('row', { name: /^Calorieën/ }),
    ).toHaveTextContent('152 kcal');
  });
});
