import { lazy, Suspense } from 'react';
import { useWaitingUpdate } from './app-updates';

// Fluent's message bar loads only when there is a new version to offer.
const UpdateBar = lazy(() => import('./UpdateBar'));

/** "A new version is available — Reload", over every page while a new version waits. */
export function UpdatePrompt() {
  const applyUpdate = useWaitingUpdate();
  if (applyUpdate === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdateBar onReload={applyUpdate} />
    </Suspense>
  );
}
