import { equivalentBarcodes } from './barcode-forms';

/** The EAN-13 check digit of 12 digits, computed apart from the module under test. */
function ean13Check(digits12: string): string {
  const sum = [...digits12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

describe('equivalentBarcodes', () => {
  it('answers a UPC-E code and its 13-digit form, both ways', () => {
    expect(equivalentBarcodes('04252614')).toEqual(['04252614', '0042100005264']);
    expect(equivalentBarcodes('0042100005264')).toEqual(['0042100005264', '04252614']);
  });

  it.each([
    ['X6 = 0: NS X1 X2 X6 0000 X3 X4 X5', '01234505', '0012000003455'],
    ['X6 = 2, number system 1', '12345629', '0123200004569'],
    ['X6 = 3: NS X1 X2 X3 00000 X4 X5', '01234531', '0012300000451'],
    ['X6 = 4: NS X1 X2 X3 X4 00000 X5', '01234543', '0012340000053'],
    ['X6 = 7: NS X1 X2 X3 X4 X5 0000 X6', '01234572', '0012345000072'],
  ])('expands and compresses by the rule %s', (_rule, upcE, gtin) => {
    expect(equivalentBarcodes(upcE)).toEqual([upcE, gtin]);
    expect(equivalentBarcodes(gtin)).toEqual([gtin, upcE]);
  });

  it.each([
    ['a UPC-E code with a wrong check digit', '04252615'],
    ['its 13-digit form with a wrong check digit', '0042100005265'],
    ['an EAN-8 whose first digit is neither 0 nor 1', '54491472'],
    ['an EAN-13 outside the UPC range', '3017620422003'],
    ['a UPC-A that cannot be compressed', '0012345678905'],
    ['a 13-digit code of number system 2', '0212000003459'],
    ['a short code', '1234'],
    ['a long code', '00012345678905'],
  ])('answers only the code itself for %s', (_case, code) => {
    expect(equivalentBarcodes(code)).toEqual([code]);
  });

  it('goes round trip over generated UPC-E codes, compressing to the standard (first fitting rule) code', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (let n = 0; n < 2_000_000; n += 37) {
      const body = String(n).padStart(7, '0');
      const [ns, x1, x2, x3, x4, x5, x6] = body;
      const upcA =
        Number(x6) <= 2
          ? `${ns}${x1}${x2}${x6}0000${x3}${x4}${x5}`
          : x6 === '3'
            ? `${ns}${x1}${x2}${x3}00000${x4}${x5}`
            : x6 === '4'
              ? `${ns}${x1}${x2}${x3}${x4}00000${x5}`
              : `${ns}${x1}${x2}${x3}${x4}${x5}0000${x6}`;
      const check = ean13Check(`0${upcA}`);
      const upcE = body + check;
      const gtin = `0${upcA}${check}`;
      // A code that an earlier rule could write too is not the standard one (GS1 never prints it).
      const standard = !(
        (x6 === '3' && Number(x3) <= 2) ||
        (x6 === '4' && x4 === '0') ||
        (Number(x6) >= 5 && x5 === '0')
      );

      const expanded = equivalentBarcodes(upcE);
      const [self, compressed, ...more] = equivalentBarcodes(gtin);
      const back = compressed === undefined ? [] : equivalentBarcodes(compressed);
      const fine =
        expanded.length === 2 &&
        expanded[0] === upcE &&
        expanded[1] === gtin &&
        self === gtin &&
        more.length === 0 &&
        back.length === 2 &&
        back[0] === compressed &&
        back[1] === gtin &&
        (compressed === upcE) === standard;
      if (!fine) wrong.push(upcE);
      checked += 1;
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });
});
