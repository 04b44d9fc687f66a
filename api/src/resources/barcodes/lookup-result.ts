import * as v from 'valibot';
import type { BarcodeLookup } from '@nutrilog/shared/schemas';
import { barcodeLookupSchema } from '@nutrilog/shared/schemas';

/** What a lookup found, wherever it came from: per 100 g, or per 100 ml for a beverage. */
export type LookupFields = Pick<BarcodeLookup, 'name' | 'isBeverage' | 'servingSize' | 'nutrients'>;

/** LookupFields as stored in the cache; a row that no longer fits (an older shape) is treated as a cache miss. */
export const lookupFieldsSchema = v.pick(barcodeLookupSchema, ['name', 'isBeverage', 'servingSize', 'nutrients']);

/** The answer of GET /api/products/from_barcode. */
export function toBarcodeLookup(barcode: string, source: BarcodeLookup['source'], fields: LookupFields): BarcodeLookup {
  return {
    '@type': 'BarcodeLookup',
    barcode,
    source,
    name: fields.name,
    isBeverage: fields.isBeverage,
    servingSize: fields.servingSize,
    nutrients: fields.nutrients,
  };
}
