import { createRoot } from 'react-dom/client';
import { loadCatalogs } from '@nutrilog/shared/i18n';
import { App } from './app/App';
import { configureRemotes } from './app/remotes';
import { createAppApi } from './app/session';
import { applyDetectedLocale } from './app/locale/locale';
import { messages as en } from './locales/en-GB/messages';
import { messages as nl } from './locales/nl-NL/messages';

loadCatalogs({ 'en-GB': en, 'nl-NL': nl });
applyDetectedLocale();


void configureRemotes().catch((error: unknown) => console.error("Remote configuration failed", error));

const api = createAppApi();
createRoot(document.getElementById('root')!).render(<App api={api} />);
