import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

jest.setTimeout(20_000);

function setup(onConfirm: () => Promise<void>) {
  renderWithProviders(<ConfirmDeleteDialog name="Rolled oats" onConfirm={onConfirm} />, {
    api: createTestApi().api,
    route: null,
  });
  return userEvent.setup();
}

describe('ConfirmDeleteDialog', () => {
  beforeEach(() => activateLocale('en-GB'));

  it("asks “You're about to permanently delete …” first, and deletes only on confirmation", async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    const user = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent(
      "You're about to permanently delete “Rolled oats”. This action cannot be reversed.",
    );
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();

    // Fluent's focus manager un-hides the page shortly after the dialog closed: wait until the button is reachable.
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when deleting fails', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new Error('offline')));
    const user = setup(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('It could not be deleted. Please try again.')).toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
