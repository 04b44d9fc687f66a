import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ParcelConfig } from 'single-spa';
import type { RemotePagePreloading, RemoteProps } from '@nutrilog/shared/remote-contract';
import { ErrorFallback } from './ErrorFallback';
import { LoadingArea } from './LoadingArea';
import type * as ParcelMountingModule from './parcel-mounting';

/**
 * Loads a remote's parcel lifecycles. `reload`: the code loaded before failed in its lifecycles (threw on mount),
 * so fetch the remote anew instead of answering what is already loaded (a fixed deploy may be live by now).
 * `abandonStalled`: a retry after the time-out; a request of the load in flight that has not answered at all yet is
 * given up and asked again, the rest of a slow download is waited for.
 */
export type LoadParcel = (options?: {
  reload?: boolean;
  abandonStalled?: boolean;
}) => Promise<ParcelConfig<RemoteProps> & RemotePagePreloading>;

/**
 * A remote that has not answered by then is shown as failed, with a retry; it still mounts if it answers later.
 * Why 8 s: docs/decisions.md#remote-faults.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 8_000;

/** Why the area shows its error: the load failed, is taking too long, or the loaded code failed in a lifecycle. */
type Failure = 'load' | 'timeout' | 'mount';
type ParcelMounting = typeof ParcelMountingModule;
type State =
  | { status: 'loading' }
  | { status: 'ready'; config: ParcelConfig<RemoteProps>; mounting: ParcelMounting }
  | { status: 'failed'; failure: Failure };

/**
 * single-spa patches the window's event listeners and history when its module runs, and with its React parcel it
 * was about 20 ms of the sign-in page at 4× CPU slowdown, where no remote mounts: it is fetched beside the first
 * remote instead (docs/decisions.md).
 */
const loadParcelMounting = (): Promise<ParcelMounting> =>
  import(/* webpackChunkName: "parcel-mounting" */ './parcel-mounting');

/**
 * The mount boundary: loads a remote's lifecycles and mounts them as a single-spa parcel with the contract's
 * props. A remote that is down, slow, fails to mount or throws shows an inline error with a retry here only.
 * A slow remote is not given up: when its code arrives after the time-out, it mounts without a retry.
 */
export function RemoteParcel({
  load,
  props,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: {
  load: LoadParcel;
  props: RemoteProps;
  timeoutMs?: number;
}) {
  const { t } = useLingui();
  const [state, setState] = useState<State>({ status: 'loading' });
  // A new object per retry (the effect's trigger), with how the retry loads (LoadParcel).
  const [attempt, setAttempt] = useState({ number: 0, reload: false, abandonStalled: false });

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    const timer = setTimeout(() => {
      console.error(`Remote did not load within ${timeoutMs} ms`);
      if (active) setState({ status: 'failed', failure: 'timeout' });
    }, timeoutMs);
    Promise.all([load({ reload: attempt.reload, abandonStalled: attempt.abandonStalled }), loadParcelMounting()])
      .then(
        ([config, mounting]) => active && setState({ status: 'ready', config, mounting }),
        (error: unknown) => {
          console.error('Remote failed to load', error);
          if (active) setState({ status: 'failed', failure: 'load' });
        },
      )
      .finally(() => clearTimeout(timer));
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [load, attempt, timeoutMs]);

  const failure = state.status === 'failed' ? state.failure : null;
  const retry = useCallback(
    () =>
      setAttempt(({ number }) => ({
        number: number + 1,
        reload: failure === 'mount',
        abandonStalled: failure === 'timeout',
      })),
    [failure],
  );
  const handleError = useCallback((error: Error) => {
    console.error('Remote failed to mount', error);
    // Only the mounted parcel's failure counts: a parcel that already failed also reports its unmount.
    setState((current) => (current.status === 'ready' ? { status: 'failed', failure: 'mount' } : current));
  }, []);

  // single-spa-react's Parcel updates the parcel whenever it renders, its props changed or not, and an update renders
  // the whole remote again: the element is kept while the props stay the same.
  const parcel = useMemo(() => {
    if (state.status !== 'ready') return null;
    const { Parcel, mountRootParcel } = state.mounting;
    return (
      <Parcel
        key={attempt.number}
        config={state.config}
        mountParcel={mountRootParcel}
        handleError={handleError}
        wrapWith="div"
        {...props}
      />
    );
  }, [state, attempt.number, handleError, props]);

  if (state.status === 'loading') return <LoadingArea />;
  if (state.status === 'failed') {
    const what =
      state.failure === 'timeout'
        ? t`This is taking longer than usual. It appears here as soon as it has loaded.`
        : undefined;
    return <ErrorFallback onRetry={retry} what={what} />;
  }
  return parcel;
}
