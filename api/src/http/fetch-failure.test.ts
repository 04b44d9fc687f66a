import { fetchFailureReason } from './fetch-failure';

describe('fetchFailureReason', () => {
  it('names a timeout with the time allowed', () => {
    expect(fetchFailureReason(new DOMException('The operation timed out.', 'TimeoutError'), 500)).toBe(
      'no answer within 500 ms',
    );
  });

  it("gives a network error's code, else its cause's message, else its own message", () => {
    expect(fetchFailureReason(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }), 500)).toBe(
      'ECONNREFUSED',
    );
    expect(fetchFailureReason(new TypeError('fetch failed', { cause: new Error('other side closed') }), 500)).toBe(
      'other side closed',
    );
    expect(fetchFailureReason(new Error('aborted'), 500)).toBe('aborted');
  });

  it('reads errors of another realm by their fields, and anything else as text', () => {
    expect(fetchFailureReason({ name: 'TypeError', message: 'fetch failed', cause: { code: 'ECONNRESET' } }, 500)).toBe(
      'ECONNRESET',
    );
    expect(fetchFailureReason('boom', 500)).toBe('boom');
  });
});
