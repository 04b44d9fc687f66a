/**
 * The user's data version: the API answers with it (with a shared database), and the front end's client sends back
 * the highest one it has been answered with, so that any API process answers with the client's own writes in view.
 */
export const DATA_VERSION_HEADER = 'X-Data-Version';

/** The data version a header holds: decimal digits of a bigint column, else undefined. */
export function parseDataVersion(header: string | string[] | null | undefined): bigint | undefined {
  return typeof header === 'string' && /^\d{1,19}$/.test(header) ? BigInt(header) : undefined;
}
