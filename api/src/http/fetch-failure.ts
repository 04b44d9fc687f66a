/**
 * Why a fetch to another service failed, for logs: 'no answer within 5000 ms' for a timeout, else the network
 * error's code ('ECONNREFUSED') or message. Read from the error's fields: under jest, fetch's errors come from
 * another realm and fail `instanceof Error`.
 */
export function fetchFailureReason(error: unknown, timeoutMs: number): string {
  const { name, message, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
    cause?: { code?: unknown; message?: unknown };
  };
  if (name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  return String(cause?.code ?? cause?.message ?? message ?? error);
}
