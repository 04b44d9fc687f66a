import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { activateLocale, jsonResponse, nutrients, problemResponse, type Respond } from '@nutrilog/shared/test';
import { catalogs, renderCreatePage, textbox } from './product-form-test-kit';

jest.mock('../../components/camera', () => jest.requireActual('./camera-stand-ins-test-kit'));

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const milk = {
  nutrients: nutrients({ calories: 64, totalFat: 3.6, proteins: 3.4, water: 88 }),
  unit: 'milliliter',
  foods: [],
  unmatched: [],
};

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Fill from text' }));
  return screen.findByRole('dialog', { name: 'Fill from text' });
}

async function generate(user: User, prompt: string) {
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'Prompt' }), prompt);
  await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
  return dialog;
}

const closed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

describe('Fill from text', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks for a prompt before generating anything', async () => {
    const { user, requests } = renderCreatePage(() => jsonResponse(200, milk));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('Prompt is required.')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('fills the nutrients and the unit per 100, and leaves the name to the user', async () => {
    const { user, requests } = renderCreatePage(() => jsonResponse(200, milk));
    await user.clear(textbox('Nutrients per'));
    await user.type(textbox('Nutrients per'), '250');
    await generate(user, 'a glass of whole milk');
    await closed();

    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({
      method: 'POST',
      url: '/api/products/inference',
      body: { prompt: 'a glass of whole milk' },
    });
    expect(screen.getByRole('radio', { name: 'Millilitre' })).toBeChecked();
    expect(textbox('Nutrients per')).toHaveValue('100');
    expect(textbox('Calories')).toHaveValue('64');
    expect(textbox('Fat')).toHaveValue('3.6');
    expect(textbox('Water')).toHaveValue('88');
    expect(textbox('Name')).toHaveValue('');
  });

  it('keeps a name the user typed', async () => {
    const { user } = renderCreatePage(() => jsonResponse(200, milk));
    await user.type(textbox('Name'), 'Whole milk');
    await generate(user, 'whole milk');
    await closed();
    expect(textbox('Name')).toHaveValue('Whole milk');
    expect(textbox('Calories')).toHaveValue('64');
  });

  it.each([
    ['the endpoint is missing (404)', () => problemResponse(404)],
    ['the server fails (500)', () => problemResponse(500)],
    ['the answer has no nutrients', () => jsonResponse(200, { unit: 'gram' })],
  ])('says "Failed to generate product data" and stays open when %s', async (_, answer: Respond) => {
    const { user } = renderCreatePage(answer);
    const dialog = await generate(user, 'whole milk');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to generate product data');
    expect(screen.getByRole('dialog', { name: 'Fill from text' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Prompt' })).toHaveValue('whole milk');
  });
});
