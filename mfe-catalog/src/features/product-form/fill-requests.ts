import * as v from 'valibot';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { ApiClient } from '@nutrilog/shared/api-client';
import { barcodeLookupSchema, type ProductInference, productInferenceSchema } from '@nutrilog/shared/schemas';

export type { ProductInference };
export type BarcodeLookupResult = v.InferOutput<typeof barcodeLookupSchema>;

// Answers are checked, so that a malformed one counts as a failed fill instead of filling the form with garbage.

/** GET /api/products/from_barcode: what the barcode stands for, per 100 g (100 ml for a beverage). */
export async function lookUpBarcode(api: ApiClient, barcode: string): Promise<BarcodeLookupResult> {
  return v.parse(barcodeLookupSchema, await api.get(API_PATHS.productFromBarcode, { barcode }));
}

/** POST /api/products/inference: nutrients and unit from a description such as "a glass of whole milk". */
export async function inferFromText(api: ApiClient, prompt: string): Promise<ProductInference> {
  return v.parse(productInferenceSchema, await api.post(API_PATHS.productInference, { prompt }));
}

/** POST /api/image_inferences: nutrients and unit from a photo of the product or its label. */
export async function inferFromPhoto(api: ApiClient, photo: Blob): Promise<ProductInference> {
  const form = new FormData();
  form.append('file', photo, 'photo.png');
  return v.parse(productInferenceSchema, await api.postForm(API_PATHS.imageInferences, form));
}
