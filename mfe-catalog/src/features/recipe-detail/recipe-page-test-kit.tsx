/** Renders the recipe detail page against a fake API (imported by this feature's tests only). */
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  collection,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  problemResponse,
  renderWithProviders,
  type TestRequest,
} from '@nutrilog/shared/test';
import { BREAD, BUTTER, RECIPE, RECIPE_UUID } from '../../components/recipe-test-kit';
import { RecipeDetailPage } from './RecipeDetailPage';

export const DETAIL_URL = `/api/recipes/${RECIPE_UUID}`;

/** An answer for some requests; the others get the standard answers below. */
export type Answer = (request: TestRequest) => Response | undefined;

/** The recipe, the product search and Bread's detail; 204 for deletions, 200 with the body echoed otherwise. */
function standardAnswer(request: TestRequest): Response {
  const url = new URL(request.url, 'http://localhost');
  if (request.method === 'DELETE') return jsonResponse(204);
  if (request.method !== 'GET') return jsonResponse(request.method === 'POST' ? 201 : 200, request.body);
  if (url.pathname === DETAIL_URL) return jsonResponse(200, RECIPE);
  if (url.pathname === '/api/products') return jsonResponse(200, collection([BREAD, BUTTER]));
  if (url.pathname === `/api/products/${BREAD.uuid}`) return jsonResponse(200, BREAD);
  return problemResponse(404);
}

export function renderRecipePage(answer: Answer = () => undefined) {
  const testApi = createTestApi({ token: 'tok', respond: (request) => answer(request) ?? standardAnswer(request) });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/recipes/:uuid" element={<RecipeDetailPage />} />
        <Route path="/recipes" element={<h1>Recipes stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: `/recipes/${RECIPE_UUID}` },
  );
  const detailReads = () =>
    testApi.requests().filter((request) => request.method === 'GET' && request.url === DETAIL_URL).length;
  const changes = () => testApi.requests().filter((request) => request.method !== 'GET');
  return { ...testApi, ...result, detailReads, changes, user: userEvent.setup() };
}
