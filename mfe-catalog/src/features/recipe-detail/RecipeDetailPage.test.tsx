import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { RECIPE } from '../../components/recipe-test-kit';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { DETAIL_URL, renderRecipePage } from './recipe-page-test-kit';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const rowsOfItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('RecipeDetailPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for the recipe of the URL, with the token, and shows its name as heading', async () => {
    const { requests } = renderRecipePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Buttered bread' })).toBeInTheDocument();
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({ method: 'GET', url: DETAIL_URL, headers: { 'X-API-KEY': 'tok' } });
  });

  it('lists the items with their amount and calories, marking a deleted product', async () => {
    renderRecipePage();
    const list = await screen.findByRole('list', { name: 'Items' });
    expect(rowsOfItems(list)).toEqual([
      expect.stringMatching(/^Bread2 × 1 slice \(70 g\)175 kcalEdit itemDelete item$/),
      expect.stringMatching(/^Butter \(deleted\)30 g216 kcalEdit itemDelete item$/),
    ]);
    const [bread, butter] = within(list).getAllByRole('listitem');
    expect(within(bread!).getByRole('button', { name: 'Edit item Bread' })).toBeInTheDocument();
    expect(within(butter!).getByRole('button', { name: 'Delete item Butter' })).toBeInTheDocument();
  });

  it('says when the recipe has no items yet', async () => {
    renderRecipePage((request) =>
      request.url === DETAIL_URL ? jsonResponse(200, { ...RECIPE, items: [] }) : undefined,
    );
    expect(await screen.findByText('No items yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Items' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
  });

  it('shows the nutrients of the whole recipe, per 100 g and per portion', async () => {
    const { user } = renderRecipePage();
    const whole = await screen.findByRole('table', { name: 'Whole recipe (250 g)' });
    const row = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row(whole, 'Calories')).toHaveTextContent('391 kcal');
    expect(row(whole, 'Fat')).toHaveTextContent('26.4 g');
    expect(row(whole, 'Salt')).toHaveTextContent('1.2 g');

    await user.click(screen.getByRole('button', { name: 'Per 100 g' }));
    const per100 = screen.getByRole('table', { name: 'Per 100 g' });
    expect(row(per100, 'Calories')).toHaveTextContent('156 kcal');
    expect(row(per100, 'Fat')).toHaveTextContent('10.6 g');
    expect(row(per100, 'Salt')).toHaveTextContent('0.48 g');

    await user.click(screen.getByRole('button', { name: '1 sandwich (125 g)' }));
    expect(row(screen.getByRole('table', { name: '1 sandwich (125 g)' }), 'Calories')).toHaveTextContent('196 kcal');
  });

  it('says the recipe could not be found on a 404, under a generic heading, without actions', async () => {
    renderRecipePage(() => problemResponse(404));
    expect(await screen.findByRole('status')).toHaveTextContent('This recipe could not be found.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recipe$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderRecipePage(() => (++calls === 1 ? problemResponse(500) : undefined));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Buttered bread' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderRecipePage();
    const [whole] = await screen.findAllByRole('table');
    expect(within(whole!).getByRole('row', { name: /^Vet/ })).toHaveTextContent('26,4 g');
    unmount();

    renderRecipePage(() => problemResponse(404));
    expect(await screen.findByText('Dit recept is niet gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recept$/);
  });
});
