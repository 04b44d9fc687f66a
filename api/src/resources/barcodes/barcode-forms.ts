/*
 * One barcode, several spellings: the 8 digits printed under a UPC-E barcode, and the 13-digit GTIN a scanner
 * expands it to (a leading 0, then the UPC-A). Stored codes are never rewritten, because an 8-digit code can be
 * a valid EAN-8 as well; lookups try the other spelling (docs/decisions.md, "Barcodes are stored as scanners read
 * them").
 */

/** The check digit of a UPC-A's first 11 digits (the same as the EAN-13 one with a leading 0). */
function upcCheckDigit(digits11: string): string {
  let sum = 0;
  for (let i = 0; i < digits11.length; i++) sum += Number(digits11[i]) * (i % 2 === 0 ? 3 : 1);
  return String((10 - (sum % 10)) % 10);
}

/** The 12-digit UPC-A of an 8-digit UPC-E code, or undefined when it is not one (number system, check digit). */
function expandUpcE(code: string): string | undefined {
  if (!/^[01]\d{7}$/.test(code)) return undefined;
  const [ns, x1, x2, x3, x4, x5, x6] = code;
  const rule = Number(x6);
  const body =
    rule <= 2
      ? `${ns}${x1}${x2}${x6}0000${x3}${x4}${x5}`
      : rule === 3
        ? `${ns}${x1}${x2}${x3}00000${x4}${x5}`
        : rule === 4
          ? `${ns}${x1}${x2}${x3}${x4}00000${x5}`
          : `${ns}${x1}${x2}${x3}${x4}${x5}0000${x6}`;
  const check = upcCheckDigit(body);
  return check === code[7] ? body + check : undefined;
}

/** The UPC-E code of a 12-digit UPC-A, when it has one (the standard's first fitting rule), else undefined. */
function compressUpcA(upcA: string): string | undefined {
  const [ns, d1, d2, d3, d4, d5, , , d8, d9, d10, check] = upcA;
  const candidates = [
    `${ns}${d1}${d2}${d8}${d9}${d10}${d3}${check}`,
    `${ns}${d1}${d2}${d3}${d9}${d10}3${check}`,
    `${ns}${d1}${d2}${d3}${d4}${d10}4${check}`,
    `${ns}${d1}${d2}${d3}${d4}${d5}${d10}${check}`,
  ];
  return candidates.find((candidate) => expandUpcE(candidate) === upcA);
}

/**
 * `code` first, then the other spellings of the same barcode: an 8-digit UPC-E code's 13-digit form, or a
 * 13-digit code's UPC-E code when its UPC-A can be compressed. Anything else is only itself.
 */
export function equivalentBarcodes(code: string): string[] {
  if (code.length === 8) {
    const upcA = expandUpcE(code);
    return upcA === undefined ? [code] : [code, `0${upcA}`];
  }
  if (/^0[01]\d{11}$/.test(code)) {
    const upcE = compressUpcA(code.slice(1));
    return upcE === undefined ? [code] : [code, upcE];
  }
  return [code];
}
