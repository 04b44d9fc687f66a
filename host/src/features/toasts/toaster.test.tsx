import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ToastRequest } from '@nutrilog/shared/remote-contract';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { useAppToaster } from './toaster';

function ToastProbe({ requests }: { requests: ToastRequest[] }) {
  const { notify, toasters } = useAppToaster();
  return (
    <>
      {requests.map((request) => (
        <button key={request.title} onClick={() => notify(request)}>
          Notify {request.title}
        </button>
      ))}
      {toasters}
    </>
  );
}
/** A toast's title: Fluent's live region may announce the same text beside it, depending on timing. */
function toastTitle(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = screen.getAllByText(text).find((element) => element.classList.contains('fui-ToastTitle'));
    if (found === undefined) throw new Error(`no toast titled ${text}`);
    return found;
  });
}

describe('useAppToaster', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('shows a success toast with its title', async () => {
    const { api } = createTestApi();
    const user = userEvent.setup();
    renderWithProviders(<ToastProbe requests={[{ intent: 'success', title: 'Saved' }]} />, { api, route: null });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notify Saved' }));

    expect(await toastTitle('Saved')).toBeInTheDocument();
  });

  it('shows toasts at the bottom end by default and at the top when asked', async () => {
    const { api } = createTestApi();
    const user = userEvent.setup();
    renderWithProviders(
      <ToastProbe
        requests={[
          { intent: 'success', title: 'Weight log created', position: 'top' },
          { intent: 'error', title: 'Something failed' },
        ]}
      />,
      { api, route: null },
    );

    await user.click(screen.getByRole('button', { name: 'Notify Weight log created' }));
    await user.click(screen.getByRole('button', { name: 'Notify Something failed' }));

    const top = await toastTitle('Weight log created');
    const bottom = await toastTitle('Something failed');
    expect(top.closest('[data-toaster-position]')).toHaveAttribute('data-toaster-position', 'top');
    expect(bottom.closest('[data-toaster-position]')).toHaveAttribute('data-toaster-position', 'bottom-end');
  });
});
