import { screen, within } from '@testing-library/react';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { LogNutrients } from './LogNutrients';

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const NUTRIENTS = {
  ...zeroNutrients(),
  calories: 1234.5,
  totalFat: 3.45,
  saturatedFat: 0.04,
  totalCarbohydrates: 45.06,
  sugars: 12,
  fibers: 2.25,
  proteins: 20.349,
  salt: 0.125,
  water: 249.5,
  caffeine: 80.4,
  potassium: 0.4,
};

function shown(label = 'Nutrients') {
  const list = screen.getByRole('list', { name: label });
  return within(list)
    .getAllByRole('listitem')
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
}

describe('LogNutrients (the drawer’s nutrients)', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('lists the eleven nutrients rounded for display, with their units', () => {
    renderWithProviders(<LogNutrients nutrients={NUTRIENTS} />, { api: createTestApi().api, route: null });
    expect(shown()).toEqual([
      ['Calories', '1,235 kcal'],
      ['Fat', '3.5 g'],
      ['Saturated fat', '0 g'],
      ['Carbohydrates', '45.1 g'],
      ['Sugars', '12 g'],
      ['Fibres', '2.3 g'],
      ['Proteins', '20.3 g'],
      ['Salt', '0.13 g'],
      ['Water', '250 ml'],
      ['Caffeine', '80 mg'],
      ['Potassium', '0 mg'],
    ]);
  });

  it('uses the locale’s separators in Dutch', () => {
    activateLocale('nl-NL', catalogs);
    renderWithProviders(<LogNutrients nutrients={NUTRIENTS} />, { api: createTestApi().api, route: null });
    expect(shown('Voedingswaarden').slice(0, 2)).toEqual([
      ['Calorieën', '1.235 kcal'],
      ['Vet', '3,5 g'],
    ]);
    expect(shown('Voedingswaarden')[7]).toEqual(['Zout', '0,13 g']);
  });
});
