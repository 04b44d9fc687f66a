// First-page weight: the gzip JavaScript a signed-in user downloads to see the dashboard (host + intake remote).
// Kept for bench/run.mjs; the dashboard row of frontend-bytes.mjs (measureRouteBytes) is the same figure.
import { DASHBOARD_JS_BUDGET_KB, measureRouteBytes, ROUTES } from './frontend-bytes.mjs';

export const FIRST_PAGE_BUDGET_KB = DASHBOARD_JS_BUDGET_KB;

/** { totalKb, files, byOrigin: { host|intake: { jsKb, cssKb, files } }, duplicates } of a cold visit of /. */
export async function measureFirstPage(stack) {
  const [dashboard] = await measureRouteBytes(stack, { routes: ROUTES.filter((r) => r.route === '/') });
  return { totalKb: dashboard.jsKb, files: dashboard.files, byOrigin: dashboard.byOrigin, duplicates: dashboard.duplicates };
}
