import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, problemResponse } from '@nutrilog/shared/test';
import { BREAD, BREAD_ITEM, BUTTER_ITEM, RECIPE } from '../../components/recipe-test-kit';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { DETAIL_URL, renderRecipePage } from './recipe-page-test-kit';

jest.setTimeout(30_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

describe('RecipeDetailPage items', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  it('adds a product by portion: first portion, quantity 1, a preview, then POST with IRIs and a refresh', async () => {
    const { user, changes, detailReads, notify } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add item' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'bre');
    await user.click(await screen.findByRole('option', { name: 'Bread' }));
    // The first portion is chosen once the choice has rendered, a tick after the click on a busy machine.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 slice (35 g)'),
    );
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(within(dialog).getByRole('list', { name: 'Nutrients of this item' })).toHaveTextContent('Calories175 kcal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${DETAIL_URL}/items`,
        body: { product: BREAD['@id'], portion: BREAD.portions[0]!['@id'], amount: 0, quantity: 2 },
      }),
    ]);
    await waitFor(() => expect(detailReads()).toBe(2));
    expect(notify).not.toHaveBeenCalled();
  });

  it('edits an item, sending only what changed', async () => {
    const { user, changes, detailReads } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Edit item Bread' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Edit item' })).toBeInTheDocument();
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('2');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(changes()).toEqual([
        expect.objectContaining({ method: 'PATCH', url: BREAD_ITEM['@id'], body: { quantity: 3 } }),
      ]),
    );
    await waitFor(() => expect(detailReads()).toBe(2));
  });

  it('edits the amount of an item whose product was deleted', async () => {
    const { user, changes } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Edit item Butter' }));
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(changes()).toEqual([
        expect.objectContaining({ method: 'PATCH', url: BUTTER_ITEM['@id'], body: { amount: 45 } }),
      ]),
    );
  });

  it('deletes an item only after confirmation, then refreshes', async () => {
    const { user, changes, detailReads } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Delete item Butter' }));
    let confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('“Butter” will be removed from this recipe.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes()).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Delete item Butter' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([expect.objectContaining({ method: 'DELETE', url: BUTTER_ITEM['@id'] })]);
    await waitFor(() => expect(detailReads()).toBe(2));
  });

  it('keeps the confirmation open and says so when deleting fails', async () => {
    const { user } = renderRecipePage((request) => (request.method === 'DELETE' ? problemResponse(500) : undefined));
    await user.click(await screen.findByRole('button', { name: `Delete item ${RECIPE.items![0]!.product.name}` }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent('The item could not be deleted. Try again.');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
