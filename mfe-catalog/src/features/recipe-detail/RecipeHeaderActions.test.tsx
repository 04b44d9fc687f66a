import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, problemResponse } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { DETAIL_URL, renderRecipePage } from './recipe-page-test-kit';

jest.setTimeout(30_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

describe('RecipeDetailPage recipe actions', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  it('edits the recipe from its current values, says so and refreshes', async () => {
    const { user, changes, detailReads, notify } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Edit recipe' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Buttered bread');
    expect(within(dialog).getByRole('textbox', { name: 'Unit size' })).toHaveValue('250');
    await user.clear(name);
    await user.type(name, 'Bread and butter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: DETAIL_URL,
        body: { name: 'Bread and butter', unit: 'gram', unitSize: 250 },
      }),
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Recipe updated' });
    await waitFor(() => expect(detailReads()).toBe(2));
  });

  it('deletes the recipe after the confirmation, forgets it and goes to the recipes', async () => {
    const { user, changes, detailReads, notify } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      "You're about to permanently delete “Buttered bread”. This action cannot be reversed.",
    );
    expect(changes()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('heading', { name: 'Recipes stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes$/);
    expect(changes()).toEqual([expect.objectContaining({ method: 'DELETE', url: DETAIL_URL })]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Recipe deleted' });
    expect(detailReads()).toBe(1);
  });

  it('stays on the recipe and says so when deleting fails', async () => {
    const { user, notify } = renderRecipePage((request) =>
      request.method === 'DELETE' ? problemResponse(500) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ intent: 'error', title: 'The recipe could not be deleted. Try again.' }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/recipes\/.+/);
  });
});
