import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import useSWR from 'swr';
import { activateLocale, createTestApi, jsonResponse, renderWithProviders } from '@nutrilog/shared/test';
import { ForgetAnswersOnSessionChange } from './ForgetAnswersOnSessionChange';

/** The profile page's read, shown and hidden as a page is opened and left. */
function ProfileEmail() {
  const { data } = useSWR<{ email: string }>('/api/auth/profile');
  return <p>{data ? `email ${data.email}` : 'reading'}</p>;
}

function OpenAndLeave() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <ProfileEmail /> : null}
      <button type="button" onClick={() => setOpen((shown) => !shown)}>
        toggle
      </button>
    </>
  );
}

describe('ForgetAnswersOnSessionChange', () => {
  it('shows the next user who signs in on the same page their own answers, never the last user’s', async () => {
    activateLocale('en-GB');
    const emails: Record<string, string> = { first: 'first@example.com', next: 'next@example.com' };
    const { api, session } = createTestApi({
      token: 'first',
      respond: ({ headers }) => jsonResponse(200, { email: emails[headers['X-API-KEY']!] }),
    });
    renderWithProviders(
      <>
        <ForgetAnswersOnSessionChange api={api} />
        <OpenAndLeave />
      </>,
      { api, route: null },
    );
    expect(await screen.findByText('email first@example.com')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    act(() => session.clear());
    act(() => session.setToken('next'));

    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));

    expect(screen.queryByText('email first@example.com')).not.toBeInTheDocument();
    expect(await screen.findByText('email next@example.com')).toBeInTheDocument();
  });
});
