import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerCatalogs } from '@nutrilog/shared/i18n';
import { App } from './app/App';
import { claimHostShares } from './app/host-shares';
import { registerServiceWorker } from './features/app-updates/app-updates';
import { listenForInstallPrompt } from './features/install/install-prompt';
import { applyDetectedLocale } from './lib/locale/locale';
import { configureRemotesWhenSignedIn, preloadRemote } from './lib/remotes/remotes';
import { remoteOfPath } from './lib/route-table';
import { createAppApi } from './lib/session';

// First: Chromium may offer the installation before anything has rendered (the profile page shows the offer).
listenForInstallPrompt();

registerCatalogs({
  'en-GB': () => import(/* webpackChunkName: "messages-en-GB" */ './locales/en-GB/messages'),
  'nl-NL': () => import(/* webpackChunkName: "messages-nl-NL" */ './locales/nl-NL/messages'),
});

claimHostShares();

async function start(): Promise<void> {
  const api = createAppApi();
  configureRemotesWhenSignedIn(api.session);
  // A signed-in visit starts loading its page's remote at once, beside the messages and the profile, instead of
  // after the shell's first render (the remote's files were the last links of a long chain).
  const remote = remoteOfPath(window.location.pathname);
  if (remote !== null && api.session.getToken() !== null) preloadRemote(remote);
  // The shell renders once its language's messages are there (only that language is downloaded).
  await applyDetectedLocale();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React may yield while it renders the first page, instead of one long task.
  startTransition(() => root.render(<App api={api} />));
}

void start();
registerServiceWorker();
