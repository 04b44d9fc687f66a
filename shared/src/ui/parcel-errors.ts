/**
 * A lifecycle error of a single-spa parcel: single-spa names the parcel on every error it passes on
 * (`appOrParcelName`), and the host mounts parcels only.
 */
export const isParcelLifecycleError = (reason: unknown): boolean =>
  reason instanceof Error && typeof (reason as { appOrParcelName?: unknown }).appOrParcelName === 'string';

/**
 * single-spa and its React `<Parcel>` leave copies of a parcel's lifecycle error in promises nobody holds (and
 * single-spa throws some from a timer), which the browser reports as "Uncaught". `RemoteParcel` gets the same error
 * through `handleError`, logs it once and shows the inline error, so these copies are not reported again
 * (docs/decisions.md, "Remote faults").
 */
export function silenceParcelErrorCopies(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isParcelLifecycleError(event.reason)) event.preventDefault();
  });
  target.addEventListener('error', (event) => {
    if (isParcelLifecycleError(event.error)) event.preventDefault();
  });
}
