import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { resetWaitingUpdate, watchForUpdates, type WorkerRegistration } from './app-updates';
import { UpdatePrompt } from './UpdatePrompt';

/** A stand-in for workbox-window's Workbox: the events it would fire, fired by the test. */
function fakeWorker() {
  const listeners: Record<string, (() => void)[]> = {};
  const worker: WorkerRegistration & { fire: (type: string) => void } = {
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    messageSkipWaiting: jest.fn(),
    messageSW: jest.fn(async () => undefined),
    active: Promise.resolve(),
    register: jest.fn(async () => undefined),
    update: jest.fn(async () => undefined),
    fire: (type) => act(() => listeners[type]?.forEach((listener) => listener())),
  };
  return worker;
}

function renderPrompt() {
  const { api } = createTestApi();
  renderWithProviders(<UpdatePrompt />, { api });
}

afterEach(() => resetWaitingUpdate());

describe('UpdatePrompt', () => {
  beforeEach(() => activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl }));

  it('shows nothing while no new version waits', async () => {
    const worker = fakeWorker();
    await watchForUpdates(worker, jest.fn());
    renderPrompt();
    expect(worker.register).toHaveBeenCalled();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it("asks the worker, once active, to keep every remote's release for offline use", async () => {
    const worker = fakeWorker();
    await watchForUpdates(worker, jest.fn());
    expect(worker.messageSW).toHaveBeenCalledWith({ type: 'KEEP_RELEASES' });
  });

  it('offers a waiting version and reloads into it only when asked', async () => {
    const worker = fakeWorker();
    const reload = jest.fn();
    await watchForUpdates(worker, reload);
    renderPrompt();
    worker.fire('waiting');
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    worker.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('looks for a new version when the page is shown again', async () => {
    const worker = fakeWorker();
    await watchForUpdates(worker, jest.fn());
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(worker.update).toHaveBeenCalledTimes(1);
  });

  it('speaks Dutch', async () => {
    activateLocale('nl-NL', { 'en-GB': en, 'nl-NL': nl });
    const worker = fakeWorker();
    await watchForUpdates(worker, jest.fn());
    renderPrompt();
    worker.fire('waiting');
    expect(await screen.findByText('Er is een nieuwe versie beschikbaar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw laden' })).toBeInTheDocument();
  });
});
