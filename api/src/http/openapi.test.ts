import { setupTestApp } from '../testing/harness';

const t = setupTestApp();

interface Operation {
  security: unknown[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

async function fetchDocument(): Promise<Document> {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs.json' });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

describe('GET /api/docs.json', () => {
  it('is an OpenAPI 3 document listing every route, without authentication', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual([
      'DELETE /api/goals/{uuid}',
      'DELETE /api/intake_logs/{uuid}',
      'DELETE /api/products/{uuid}',
      'DELETE /api/recipe_items/{uuid}',
      'DELETE /api/recipes/{uuid}',
      'DELETE /api/weight_logs/{uuid}',
      'GET /api/auth/profile',
      'GET /api/docs.json',
      'GET /api/export',
      'GET /api/export/intake_logs.csv',
      'GET /api/export/weight_logs.csv',
      'GET /api/foods',
      'GET /api/goals',
      'GET /api/goals/targets',
      'GET /api/goals/{uuid}',
      'GET /api/health/live',
      'GET /api/health/ready',
      'GET /api/intake_logs',
      'GET /api/intake_logs/daily_consumption',
      'GET /api/intake_logs/month_averages',
      'GET /api/intake_logs/nutrient_history',
      'GET /api/intake_logs/week_averages',
      'GET /api/intake_logs/{uuid}',
      'GET /api/portions/{uuid}',
      'GET /api/products',
      'GET /api/products/from_barcode',
      'GET /api/products/most_used',
      'GET /api/products/{uuid}',
      'GET /api/products/{uuid}/intake_log_history',
      'GET /api/recipe_items/{uuid}',
      'GET /api/recipes',
      'GET /api/recipes/{uuid}',
      'GET /api/weight_logs',
      'GET /api/weight_logs/caloric_balance',
      'GET /api/weight_logs/{uuid}',
      'GET /metrics',
      'PATCH /api/auth/profile',
      'PATCH /api/goals/{uuid}',
      'PATCH /api/intake_logs/{uuid}',
      'PATCH /api/portions/{uuid}',
      'PATCH /api/products/{uuid}',
      'PATCH /api/products/{uuid}/toggle_favorite',
      'PATCH /api/recipe_items/{uuid}',
      'PATCH /api/recipes/{uuid}',
      'PATCH /api/weight_logs/{uuid}',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/goals',
      'POST /api/image_inferences',
      'POST /api/import',
      'POST /api/import/weight_logs.csv',
      'POST /api/intake_logs',
      'POST /api/intake_logs/inference',
      'POST /api/portions',
      'POST /api/products',
      'POST /api/products/from_food',
      'POST /api/products/inference',
      'POST /api/products/{uuid}/duplicate',
      'POST /api/recipes',
      'POST /api/recipes/{uuid}/items',
      'POST /api/recipes/{uuid}/portions',
      'POST /api/weight_logs',
      'POST /backups',
    ]);
  });

  it('documents the resources: response schemas with the 11 nutrients, list filters and problem answers', async () => {
    const { paths } = await fetchDocument();
    const product = paths['/api/products/{uuid}']!.get! as Operation & { parameters: { name: string; in: string }[] };
    const schema = product.responses['200']!.content!['application/ld+json']!.schema as {
      required: string[];
      properties: { nutrients: { required: string[] }; portions: { items: { required: string[] } } };
    };
    expect(schema.required).toEqual([
      '@context',
      '@id',
      '@type',
      'uuid',
      'name',
      'unit',
      'nutrientsPer',
      'nutrients',
      'favorite',
      'barcode',
      'origin',
      'portions',
      'createdAt',
      'updatedAt',
      'intakeLogCount',
    ]);
    expect(schema.properties.nutrients.required).toEqual([
      'calories',
      'totalFat',
      'saturatedFat',
      'totalCarbohydrates',
      'sugars',
      'fibers',
      'proteins',
      'salt',
      'water',
      'caffeine',
      'potassium',
    ]);
    expect(schema.properties.portions.items.required).toEqual([
      '@id',
      '@type',
      'uuid',
      'name',
      'amount',
      'effectiveNutrients',
      'createdAt',
      'updatedAt',
    ]);
    expect(product.parameters).toEqual([expect.objectContaining({ name: 'uuid', in: 'path' })]);
    expect(Object.keys(product.responses).sort()).toEqual(['200', '401', '404', '500']);

    const intakeLogs = paths['/api/intake_logs']!.get! as Operation & { parameters: { name: string; in: string }[] };
    expect(intakeLogs.parameters.map((parameter) => parameter.name)).toEqual([
      'page',
      'itemsPerPage',
      'pagination',
      'date[after]',
      'date[before]',
      'order[date]',
    ]);
    expect(Object.keys(intakeLogs.responses).sort()).toEqual(['200', '401', '422', '500']);
    const goal = paths['/api/goals/{uuid}']!.get!.responses['200']!.content!['application/ld+json']!.schema as {
      properties: Record<string, unknown>;
    };
    expect(goal.properties.startDate).toEqual({ type: 'string', format: 'date', nullable: true });
    expect(goal.properties.currentlyActive).toEqual({ type: 'boolean' });
  });

  it('documents the X-API-KEY scheme and which operations need it', async () => {
    const { components, paths } = await fetchDocument();
    expect(components.securitySchemes).toEqual({ ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' } });
    expect(paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(paths['/api/auth/profile']!.get!.security).toEqual([{ ApiKey: [] }]);
    expect(paths['/api/auth/profile']!.get!.responses['401']).toBeDefined();
  });

  it('documents request media types, schemas from the valibot schemas, and problem answers', async () => {
    const { components, paths } = await fetchDocument();
    const login = paths['/api/auth/login']!.post!;
    expect(Object.keys(login.requestBody!.content)).toEqual(['application/ld+json', 'application/json']);
    expect(login.requestBody!.content['application/json']).toMatchObject({
      schema: { type: 'object', required: ['email', 'password'], additionalProperties: false },
    });
    expect(Object.keys(login.responses).sort()).toEqual(['200', '400', '401', '415', '422', '429', '500']);
    expect(login.responses['422']!.content).toEqual({
      'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
    });
    expect(components.schemas.Problem).toMatchObject({ required: ['type', 'title', 'status'] });

    const patch = paths['/api/auth/profile']!.patch!;
    expect(Object.keys(patch.requestBody!.content)).toEqual(['application/merge-patch+json']);
    expect(patch.requestBody!.content['application/merge-patch+json']).toEqual({
      schema: {
        type: 'object',
        properties: { preferredLocale: { enum: ['en-GB', 'nl-NL'], type: 'string' } },
        additionalProperties: false,
      },
    });
    expect(Object.keys(patch.responses['200']!.content!)).toEqual(['application/ld+json']);
  });
});
