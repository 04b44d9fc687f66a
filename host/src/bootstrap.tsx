import { createRoot } from 'react-dom/client';
import { registerCatalogs } from '@nutrilog/shared/i18n';
import { App } from './app/App';
import { configureRemotes } from './app/remotes';
import { createAppApi } from './app/session';
import { applyDetectedLocale } from './app/locale/locale';

registerCatalogs({
  'en-GB': () => import('./locales/en-GB/messages'),
  'nl-NL': () => import('./locales/nl-NL/messages'),
});

void configureRemotes().catch((error: unknown) => console.error("Remote configuration failed", error));

async function start(): Promise<void> {
  // The shell renders once its language's messages are there (only that language is downloaded).
  await applyDetectedLocale();
  const api = createAppApi();
  createRoot(document.getElementById('root')!).render(<App api={api} />);
}

void start();
