import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale } from '@nutrilog/shared/test';
import { RECIPE } from '../../components/recipe-test-kit';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { DETAIL_URL, renderRecipePage } from './recipe-page-test-kit';

jest.setTimeout(30_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

describe('RecipeDetailPage portions', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  it('adds a portion, says so and refreshes', async () => {
    const { user, changes, detailReads, notify } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Add portion' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add portion' })).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '1 slice');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '62,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${DETAIL_URL}/portions`,
        body: { name: '1 slice', amount: 62.5 },
      }),
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Portion created' });
    await waitFor(() => expect(detailReads()).toBe(2));
  });

  it('edits a portion from its current values, says so and refreshes', async () => {
    const { user, changes, detailReads, notify } = renderRecipePage();
    await user.click(await screen.findByRole('button', { name: 'Edit portion 1 sandwich' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('1 sandwich');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('125');
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: RECIPE.portions[0]!['@id'],
        body: { name: '1 sandwich', amount: 100 },
      }),
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Portion updated' });
    await waitFor(() => expect(detailReads()).toBe(2));
  });
});
