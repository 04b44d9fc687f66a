import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { ErrorBoundary } from './ErrorBoundary';

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken) throw new Error('render bug');
  return <p>{label} works</p>;
}

function Page({ resetKey }: { resetKey?: string }) {
  return (
    <>
      <p>Outside the area</p>
      <div data-testid="area">
        <ErrorBoundary resetKey={resetKey}>
          <Fragile label="Area" />
        </ErrorBoundary>
      </div>
    </>
  );
}

describe('ErrorBoundary', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    activateLocale('en-GB');
    broken = true;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the inline error in place of the failing area only, and renders it again on Retry', async () => {
    const user = userEvent.setup();
    const { api } = createTestApi();
    renderWithProviders(<Page />, { api, route: null });

    const alert = within(screen.getByTestId('area')).getByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(alert).toHaveTextContent('Check your connection and try again.');
    expect(screen.getByText('Outside the area')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Render error caught by boundary', expect.any(Error), expect.anything());

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(screen.getByText('Area works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the error when the reset key changes (e.g. another route)', () => {
    const { api } = createTestApi();
    const { rerender } = renderWithProviders(<Page resetKey="/a" />, { api, route: null });
    expect(screen.getByRole('alert')).toBeInTheDocument();

    broken = false;
    rerender(<Page resetKey="/a" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(<Page resetKey="/b" />);
    expect(screen.getByText('Area works')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Dutch text when nl-NL is active', () => {
    activateLocale('nl-NL');
    const { api } = createTestApi();
    renderWithProviders(<Page />, { api, route: null });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Dit deel van de app kon niet worden geladen.');
    expect(within(alert).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });
});
