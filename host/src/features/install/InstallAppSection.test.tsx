import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { listenForInstallPrompt, type InstallOutcome } from './install-prompt';
import { InstallAppSection } from './InstallAppSection';

/** Chromium's `beforeinstallprompt`, as a user answering `outcome` in the browser's dialog. */
function offerInstall(outcome: InstallOutcome = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = jest.fn(async () => undefined);
  Object.assign(event, { platforms: ['web'], prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  act(() => void window.dispatchEvent(event));
  return { event, prompt };
}

function renderSection() {
  const result = renderWithProviders(<InstallAppSection />, { api: createTestApi().api });
  return { ...result, user: userEvent.setup() };
}

const installButton = () => screen.queryByRole('button', { name: 'Install app' });

describe('InstallAppSection', () => {
  let stopListening: () => void;
  beforeEach(() => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    stopListening = listenForInstallPrompt();
  });
  afterEach(() => act(() => stopListening()));

  it('shows nothing while the browser does not offer the installation', () => {
    renderSection();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(installButton()).not.toBeInTheDocument();
  });

  it('appears with the offer, keeping the browser from showing its own (an offer made before it rendered too)', () => {
    const { event } = offerInstall();
    renderSection();
    expect(event.defaultPrevented).toBe(true);
    const section = screen.getByRole('region', { name: 'App' });
    expect(within(section).getByText(/Install Nutrilog to open it from your home screen/)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Install app' })).toBeEnabled();
  });

  it('asks the browser to install; once accepted it says so and the offer is gone', async () => {
    const { user, notify } = renderSection();
    const { prompt } = offerInstall('accepted');

    await user.click(installButton()!);

    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Nutrilog is installed' }));
    expect(installButton()).not.toBeInTheDocument();
  });

  it('says nothing when the user dismisses the dialog; the used offer is gone until the browser makes another', async () => {
    const { user, notify } = renderSection();
    const { prompt } = offerInstall('dismissed');

    await user.click(installButton()!);

    expect(prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(installButton()).not.toBeInTheDocument());
    expect(notify).not.toHaveBeenCalled();
    offerInstall();
    expect(installButton()).toBeInTheDocument();
  });

  it('goes when the app is installed some other way (the browser menu)', () => {
    renderSection();
    offerInstall();
    expect(installButton()).toBeInTheDocument();

    act(() => void window.dispatchEvent(new Event('appinstalled')));

    expect(installButton()).not.toBeInTheDocument();
  });
});
