import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Tiny SR-format files for tests, written to a temporary directory: a few records as SR release 28 has them
 * (banana, chicken breast, brewed coffee, a branded cereal, a food added after SR26), plus synthetic ones.
 */

export const ABBREV_LINES = {
  butterSalted:
    '~01001~^~BUTTER,WITH SALT~^15.87^717^0.85^81.11^2.11^0.06^0.0^0.06^24^0.02^2^24^24^643^0.09^0.000^0.000^1.0^0.0^' +
    '0.005^0.034^0.042^0.110^0.003^3^0^3^3^18.8^0.17^2499^684^671^0^158^0^0^0^2.32^0.0^0^7.0^51.368^21.021^3.043^215^' +
    '5.0^~1 pat,  (1" sq, 1/3" high)~^14.2^~1 tbsp~^0',
  banana:
    '~09040~^~BANANAS,RAW~^74.91^89^1.09^0.33^0.82^22.84^2.6^12.23^5^0.26^27^22^358^1^0.15^0.078^0.270^1.0^8.7^0.031^' +
    '0.073^0.665^0.334^0.367^20^0^20^20^9.8^0.00^64^3^0^25^26^0^0^22^0.10^0.0^0^0.5^0.112^0.032^0.073^0^225^' +
    '~1 cup, mashed~^150^~1 cup, sliced~^36',
  chickenBreast:
    '~05062~^~CHICKEN,BROILER OR FRYERS,BRST,SKINLESS,BNLESS,MEAT ONLY,RAW~^73.90^120^22.50^2.62^1.13^0.00^0.0^0.00^' +
    '5^0.37^28^213^334^45^0.68^0.037^0.011^22.8^0.0^0.094^0.177^9.600^1.495^0.811^9^0^9^9^82.1^0.21^30^9^9^0^0^0^0^0^' +
    '0.56^0.0^1^0.0^0.563^0.689^0.424^73^85^~3 oz~^272^~1 piece~^0',
  coffee:
    '~14209~^~BEVERAGES,COFFEE,BREWED,PREP W/ TAP H2O~^99.39^1^0.12^0.02^0.35^0.00^0.0^0.00^2^0.01^3^3^49^2^0.02^' +
    '0.002^0.023^0.0^0.0^0.014^0.076^0.191^0.254^0.001^2^0^2^2^2.6^0.00^0^0^0^0^0^0^0^0^0.01^0.0^0^0.1^0.002^0.015^' +
    '0.001^0^29.6^~1 fl oz~^178^~6 fl oz~^0',
  cornFlakes:
    "~08020~^~CEREALS RTE,KELLOGG,KELLOGG'S CORN FLAKES~^3.76^357^7.50^0.40^4.00^84.10^3.3^9.50^5^28.90^39^102^168^" +
    '729^1.00^0.198^0.168^8.3^21.0^1.340^1.520^17.900^0.229^1.790^357^323^34^583^8.7^5.00^1786^490^481^54^83^0^0^339^' +
    '0.12^3.6^143^0.0^0.116^0.067^0.196^0^28^~1 cup,  (1 NLEA serving)~^^~~^0',
  greekYoghurt:
    '~01293~^~YOGURT,GREEK,PLN,WHL MILK~^81.30^97^9.00^5.00^0.72^3.98^0.0^4.00^100^0.00^11^135^141^35^0.52^0.017^' +
    '0.009^9.7^0.0^0.023^0.278^0.208^0.331^0.063^5^0^5^5^15.1^0.75^15^2^1^0^7^0^0^0^0.01^0.0^0^0.0^2.395^2.136^0.469^' +
    '13^^~~^^~~^0',
} as const;

export const FOOD_DES_LINES = {
  butterSalted: '~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87',
  banana: '~09040~^~0900~^~Bananas, raw~^~BANANAS,RAW~^~~^~~^~Y~^~Skin~^36^~Musa acuminata Colla~^6.25^3.36^8.37^3.60',
  chickenBreast:
    '~05062~^~0500~^~Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw~^' +
    '~CHIKEN,BROILER OR FRYERS,BRST,SKINLESS,BNLESS,MEAT ONLY,RAW~^~~^~~^~Y~^~~^0^~~^6.25^4.27^9.02^3.87',
  coffee:
    '~14209~^~1400~^~Coffee, brewed from grounds, prepared with tap water~^' +
    '~COFFEE,BREWED FROM GROUNDS,PREP W/ TAP H2O~^~~^~~^~Y~^~~^0^~~^6.25^3.47^8.37^4.07',
  cornFlakes:
    "~08020~^~0800~^~Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes~^" +
    "~CEREALS RTE,KELLOGG,KELLOGG'S CORN FLAKES~^~Includes USDA Commodity B879~^~Kellogg, Co.~^~Y~^~~^0^~~^6.25^^^",
  /** A food SR28 dropped: in FOOD_DES (and WEIGHT) but not in ABBREV. */
  dropped: '~01261~^~0100~^~Cheese, dropped from release 28~^~CHEESE,DROPPED~^~~^~~^~~^~~^0^~~^6.38^^^',
} as const;

export const WEIGHT_LINES = {
  bananaMedium: '~09040~^5^1^~medium (7" to 7-7/8" long)~^118^^',
  bananaCupSliced: '~09040~^2^1^~cup, sliced~^150^^',
  coffeeCups: '~14209~^2^6^~fl oz~^178^^',
  dropped: '~01261~^1^1^~oz~^28.35^^',
} as const;

/** ABBREV.txt fields (0-based) of the values the import reads. */
export const ABBREV_FIELD = {
  water: 2,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbohydrate: 7,
  fiber: 8,
  sugars: 9,
  potassium: 14,
  sodium: 15,
  saturatedFat: 44,
} as const;

/** A synthetic ABBREV.txt record: 53 fields, all empty except the NDB_No, the short description and `values`. */
export function abbrevLine(
  ndbNo: string,
  shortDescription: string,
  values: Partial<Record<keyof typeof ABBREV_FIELD, string>> = {},
): string {
  const fields = Array.from({ length: 53 }, () => '');
  fields[0] = `~${ndbNo}~`;
  fields[1] = `~${shortDescription}~`;
  for (const [key, value] of Object.entries(values)) fields[ABBREV_FIELD[key as keyof typeof ABBREV_FIELD]] = value;
  return fields.join('^');
}

export interface SrFixture {
  abbrev: readonly string[];
  foodDes: readonly string[];
  weight: readonly string[];
}

/**
 * The sample: six foods in ABBREV (Greek yoghurt has no FOOD_DES row), a food SR28 dropped, four measures (one of the
 * dropped food).
 */
export const SAMPLE: SrFixture = {
  abbrev: [
    ABBREV_LINES.butterSalted,
    ABBREV_LINES.banana,
    ABBREV_LINES.chickenBreast,
    ABBREV_LINES.coffee,
    ABBREV_LINES.cornFlakes,
    ABBREV_LINES.greekYoghurt,
  ],
  foodDes: [
    FOOD_DES_LINES.butterSalted,
    FOOD_DES_LINES.banana,
    FOOD_DES_LINES.chickenBreast,
    FOOD_DES_LINES.coffee,
    FOOD_DES_LINES.cornFlakes,
    FOOD_DES_LINES.dropped,
  ],
  weight: [WEIGHT_LINES.bananaCupSliced, WEIGHT_LINES.bananaMedium, WEIGHT_LINES.coffeeCups, WEIGHT_LINES.dropped],
};

/** Lines as SR writes them: Latin-1, CRLF after every line, and (ABBREV) a blank line after each record. */
export function srFileContent(lines: readonly string[], blankLineAfterEach = false): Buffer {
  return Buffer.from(lines.map((line) => `${line}\r\n${blankLineAfterEach ? '\r\n' : ''}`).join(''), 'latin1');
}

/** Writes the three files into `directory` (created when missing). */
export function writeSrFiles(directory: string, fixture: SrFixture): void {
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, 'ABBREV.txt'), srFileContent(fixture.abbrev, true));
  fs.writeFileSync(path.join(directory, 'FOOD_DES.txt'), srFileContent(fixture.foodDes));
  fs.writeFileSync(path.join(directory, 'WEIGHT.txt'), srFileContent(fixture.weight));
}

/** Temporary directories of SR files, removed by `cleanup()` (call it in afterAll). */
export function srDirectories() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-sr-'));
  let count = 0;
  return {
    /** A new directory holding `fixture`. */
    create(fixture: SrFixture = SAMPLE): string {
      const directory = path.join(root, `sr-${++count}`);
      writeSrFiles(directory, fixture);
      return directory;
    },
    /** A path inside the root that does not exist. */
    missing: () => path.join(root, 'missing'),
    cleanup: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
