import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { setupTestApp, type SignedInUser } from '../testing/harness';

/* The snake-case spellings of the product description, on the routes that have those fields. */

const t = setupTestApp();

const send = (user: SignedInUser, method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { ...user.headers, 'content-type': method === 'PATCH' ? MEDIA_TYPES.mergePatch : MEDIA_TYPES.ldJson },
    payload,
  });

describe('snake-case field names in request bodies', () => {
  it('reads unit_size, body_fat_percentage, goal_type, start_date and end_date; answers stay camelCase', async () => {
    const me = await t.signIn();
    const recipe = await send(me, 'POST', '/api/recipes', { name: 'Lentil soup', unit: 'milliliter', unit_size: 1500 });
    expect(recipe.statusCode).toBe(201);
    expect(recipe.json()).toMatchObject({ unitSize: 1500 });
    expect(recipe.json()).not.toHaveProperty('unit_size');
    expect((await send(me, 'PATCH', `/api/recipes/${recipe.json().uuid}`, { unit_size: 500 })).json()).toMatchObject({
      unitSize: 500,
    });

    const weighIn = await send(me, 'POST', '/api/weight_logs', {
      date: '2026-01-02T07:00:00Z',
      weight: 80.2,
      body_fat_percentage: 21.5,
    });
    expect(weighIn.statusCode).toBe(201);
    expect(weighIn.json()).toMatchObject({ bodyFatPercentage: 21.5 });

    const goal = await send(me, 'POST', '/api/goals', {
      nutrient: 'salt',
      goal_type: 'maximum',
      value: 6,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(goal.statusCode).toBe(201);
    expect(goal.json()).toMatchObject({ goalType: 'maximum', startDate: '2026-01-01', endDate: '2026-12-31' });
  });

  it('refuses both spellings of a field at once, and names a bad value as the client spelled it', async () => {
    const me = await t.signIn();
    const both = await send(me, 'POST', '/api/weight_logs', {
      date: '2026-01-02T07:00:00Z',
      weight: 80.2,
      bodyFatPercentage: 20,
      body_fat_percentage: 21.5,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().violations).toEqual([
      { propertyPath: 'body_fat_percentage', message: 'Give bodyFatPercentage or body_fat_percentage, not both.' },
    ]);

    const bad = await send(me, 'POST', '/api/recipes', { name: 'Lentil soup', unit: 'milliliter', unit_size: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([
      { propertyPath: 'unit_size', message: expect.stringMatching(/^Unit size /) },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/recipes', headers: me.headers })).json().totalItems).toBe(0);
  });
});
