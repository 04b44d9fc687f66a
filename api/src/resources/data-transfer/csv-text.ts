/*
 * The text of an uploaded CSV file. Spreadsheets save UTF-8 (with or without a byte order mark), but older Excel
 * saves "CSV" in the computer's code page, Windows-1252 in western Europe, and browsers send either without a
 * charset. A charset declared other than UTF-8 is read as declared; otherwise the bytes are UTF-8 when they are
 * valid UTF-8, else Windows-1252, in which every byte is a character (docs/decisions.md).
 */

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/** The charset parameter of a Content-Type, lower case; undefined when there is none. */
const charsetOf = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1]?.toLowerCase();

export function csvText(body: Buffer, contentType: string | undefined): string {
  const declared = charsetOf(contentType);
  if (declared !== undefined && declared !== 'utf-8' && declared !== 'utf8') {
    try {
      return new TextDecoder(declared).decode(body);
    } catch {
      // A label TextDecoder does not know: read the bytes as if none was given.
    }
  }
  try {
    return strictUtf8.decode(body);
  } catch {
    return windows1252.decode(body);
  }
}
