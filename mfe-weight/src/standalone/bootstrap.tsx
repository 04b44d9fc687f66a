import { createApiClient, createSession } from '@nutrilog/shared/api-client';
import { StandaloneShell } from '@nutrilog/shared/ui';
import { createRoot } from 'react-dom/client';
import lifecycles from '../parcel';

// Runs only when this remote is opened on its own origin (its dev server): the host never loads this file.
const api = createApiClient({ session: createSession(window.localStorage) });
createRoot(document.getElementById('root')!).render(<StandaloneShell api={api} parcel={lifecycles} name="weight" />);
