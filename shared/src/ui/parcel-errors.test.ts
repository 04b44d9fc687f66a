import { isParcelLifecycleError, silenceParcelErrorCopies } from './parcel-errors';

/** An error as single-spa passes it on: its message prefixed, the parcel named. */
const parcelError = (message: string) =>
  Object.assign(new Error(`parcel 'parcel-0' died in status SKIP_BECAUSE_BROKEN: ${message}`), {
    appOrParcelName: 'parcel-0',
  });

function unhandledRejection(reason: unknown): Event {
  const event = new Event('unhandledrejection', { cancelable: true });
  return Object.assign(event, { reason, promise: Promise.resolve() });
}

describe('copies of a parcel lifecycle error left in promises nobody holds', () => {
  const target = new EventTarget();
  silenceParcelErrorCopies(target as unknown as Window);

  it('are not reported again: their unhandled rejection is cancelled', () => {
    const event = unhandledRejection(parcelError('remote bug in mount'));
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('are not reported again when thrown from a timer either: their error event is cancelled', () => {
    const event = Object.assign(new Event('error', { cancelable: true }), {
      error: parcelError('remote bug in mount'),
    });
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const other = Object.assign(new Event('error', { cancelable: true }), { error: new Error('a bug in the host') });
    target.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it.each([
    ['any other error', new Error('a bug in the host')],
    ['a rejection with no error', 'a string'],
    ['an error naming something else', Object.assign(new Error('x'), { appOrParcelName: 42 })],
  ])('leaves %s to the browser', (_what, reason) => {
    const event = unhandledRejection(reason);
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(isParcelLifecycleError(reason)).toBe(false);
  });
});
