import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ToastRequest } from '@nutrilog/shared/remote-contract';
import type { PendingToast } from './ToasterHost';

// Fluent's toast machinery loads with the first toast, not with the first page.
const ToasterHost = lazy(() => import('./ToasterHost'));

/** One toaster for the whole app; remotes reach it through the contract's notify. */
export function useAppToaster() {
  const [pending, setPending] = useState<PendingToast[]>([]);
  const [active, setActive] = useState(false);
  const nextId = useRef(0);

  const notify = useCallback((request: ToastRequest) => {
    nextId.current += 1;
    const id = nextId.current;
    setActive(true);
    setPending((queue) => [...queue, { id, request }]);
  }, []);

  const onShown = useCallback((ids: number[]) => setPending((queue) => queue.filter((p) => !ids.includes(p.id))), []);

  const toasters = active ? (
    <Suspense fallback={null}>
      <ToasterHost pending={pending} onShown={onShown} />
    </Suspense>
  ) : null;
  return { notify, toasters };
}
