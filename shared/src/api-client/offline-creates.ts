import { scaleNutrients, type Nutrients } from '@nutrilog/shared/nutrients';
import { API_PATHS } from './endpoints';

type Body = Record<string, unknown>;
type NewPortion = { uuid?: string; name: string; amount: number };

/**
 * A create's body as it is sent: its own uuid, and a new product's portions each with theirs, so that a change queued
 * after it (a log of one of its portions) names records the API has not made yet.
 */
export function withClientUuids(path: string, body: Body, randomUuid: () => string): Body {
  const payload: Body = { uuid: randomUuid(), ...body };
  if (path === API_PATHS.products && Array.isArray(body.portions))
    payload.portions = (body.portions as NewPortion[]).map((portion) => ({ uuid: randomUuid(), ...portion }));
  return payload;
}

/**
 * What the API will answer for a create the client can work out alone (a product: its portions' nutrients follow the
 * product's); the rest of a preview comes from the page that made the change. Undefined for other creates.
 */
export function previewOfCreate(path: string, payload: Body, now: Date): Body | undefined {
  if (path !== API_PATHS.products) return undefined;
  const nutrients = payload.nutrients as Nutrients;
  const per = Number(payload.nutrientsPer);
  const stamps = { createdAt: now.toISOString(), updatedAt: now.toISOString() };
  return {
    '@type': 'Product',
    favorite: false,
    barcode: null,
    origin: null,
    intakeLogCount: 0,
    ...payload,
    portions: ((payload.portions ?? []) as Required<NewPortion>[]).map((portion) => ({
      '@id': `${API_PATHS.portions}/${portion.uuid}`,
      '@type': 'Portion',
      uuid: portion.uuid,
      name: portion.name,
      amount: portion.amount,
      effectiveNutrients: scaleNutrients(nutrients, portion.amount / per),
      ...stamps,
    })),
    ...stamps,
  };
}
