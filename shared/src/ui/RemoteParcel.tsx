import { useCallback, useEffect, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import { mountRootParcel } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import type { RemoteProps } from '@nutrilog/shared/remote-contract';
import { ErrorFallback } from './ErrorFallback';
import { LoadingArea } from './LoadingArea';

export type LoadParcel = () => Promise<ParcelConfig<RemoteProps>>;

/** A remote that has not answered by then is shown as failed, with a retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

type State = { status: 'loading' } | { status: 'ready'; config: ParcelConfig<RemoteProps> } | { status: 'failed' };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * The mount boundary: loads a remote's lifecycles and mounts them as a single-spa parcel with the contract's
 * props. A remote that is down, slow, fails to mount or throws shows an inline error with a retry here only.
 */
export function RemoteParcel({ load, props, timeoutMs = REMOTE_LOAD_TIMEOUT_MS }: { load: LoadParcel; props: RemoteProps; timeoutMs?: number }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    withTimeout(load(), timeoutMs).then(
      (config) => active && setState({ status: 'ready', config }),
      (error: unknown) => {
        console.error('Remote failed to load', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, attempt, timeoutMs]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const handleError = useCallback((error: Error) => {
    console.error('Remote failed to mount', error);
    setState({ status: 'failed' });
  }, []);

  if (state.status === 'loading') return <LoadingArea />;
  if (state.status === 'failed') return <ErrorFallback onRetry={retry} />;
  return <Parcel key={attempt} config={state.config} mountParcel={mountRootParcel} handleError={handleError} wrapWith="div" {...props} />;
}
