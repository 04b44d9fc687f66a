import { useSyncExternalStore } from 'react';

export type InstallOutcome = 'accepted' | 'dismissed';

/** Chromium's offer to install the app (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  readonly platforms: readonly string[];
  /** Settles once the user has answered the browser's install dialog. */
  readonly userChoice: Promise<{ outcome: InstallOutcome; platform: string }>;
  /** Shows the browser's install dialog; once per event, and only during a user gesture. */
  prompt(): Promise<void>;
}

/** The browser's pending offer, kept from its event until it is used or the app is installed. */
let offer: BeforeInstallPromptEvent | null = null;
const subscribers = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null): void {
  offer = next;
  for (const subscriber of subscribers) subscriber();
}

/**
 * Keeps the browser's offer to install the app for the profile page. Chromium fires `beforeinstallprompt` early,
 * often before React has rendered anything, so bootstrap calls this before it starts the app. Returns a function
 * that stops listening and forgets the offer (for tests).
 */
export function listenForInstallPrompt(target: Window = window): () => void {
  const onOffer = (event: Event) => {
    // No mini-infobar of the browser's own: the profile page offers the installation.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  };
  const onInstalled = () => setOffer(null);
  target.addEventListener('beforeinstallprompt', onOffer);
  target.addEventListener('appinstalled', onInstalled);
  return () => {
    target.removeEventListener('beforeinstallprompt', onOffer);
    target.removeEventListener('appinstalled', onInstalled);
    setOffer(null);
  };
}

/**
 * Shows the browser's install dialog and tells what the user answered. An offer prompts once: it is forgotten
 * whatever the answer (the browser fires a new `beforeinstallprompt` when it offers the installation again).
 */
async function install(): Promise<InstallOutcome> {
  const pending = offer;
  if (pending === null) return 'dismissed';
  setOffer(null);
  try {
    await pending.prompt();
    return (await pending.userChoice).outcome;
  } catch {
    // The browser refused to show it (e.g. no user gesture): as good as dismissed.
    return 'dismissed';
  }
}

function subscribe(subscriber: () => void): () => void {
  subscribers.add(subscriber);
  return () => {
    subscribers.delete(subscriber);
  };
}

const currentOffer = () => offer;

/** Whether the browser offers to install the app now, and the function that asks the user. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<InstallOutcome> } {
  const pending = useSyncExternalStore(subscribe, currentOffer, () => null);
  return { canInstall: pending !== null, install };
}
