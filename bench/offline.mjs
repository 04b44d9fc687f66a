// The offline app's three budgets (docs/performance.md, "Offline"), on loopback in Debian Chromium:
// - the JS the service worker's registration adds to a first visit (its chunk, fetched after the page has loaded,
//   and the registration code in main.js, read from the source map);
// - a second visit with no connection: from the navigation's start to the dashboard showing a saved log;
// - 50 queued changes: from the browser going online to the API having confirmed every one.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bytesPerSource } from './frontend-bytes.mjs';
import { fetchAccessToken, launchChromium, signedInContext } from './lib/browser.mjs';

export const REGISTRATION_BUDGET_KB = 6;
export const OFFLINE_DASHBOARD_BUDGET_MS = 1000;
export const SYNC_BUDGET_MS = 5000;
export const SYNC_CHANGES = 50;

const HOST_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../host/dist');
/** The host's modules that register the worker and offer its updates (host/src/features/app-updates). */
const REGISTRATION_SOURCE = /\/features\/app-updates\/|\/service-worker\/release-files/;
const REMOTE_COUNT = 4;
const KB = 1024;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Gzip KB of the worker's registration: its own chunk as built (zopfli's .gz, as served) and the registration code
 * inside main.js (its minified bytes from the source map, gzipped alone: an upper bound of what it adds there).
 */
export function registrationKb(dist = HOST_DIST) {
  const files = readdirSync(dist);
  const chunk = files.find((f) => /^service-worker-registration\.[0-9a-f]+\.js\.gz$/.test(f));
  const main = files.find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  if (!chunk || !main) throw new Error(`No registration chunk or main.js in ${dist}`);
  const chunkBytes = readFileSync(path.join(dist, chunk)).length;
  const code = readFileSync(path.join(dist, main), 'utf8');
  const map = JSON.parse(readFileSync(path.join(dist, `${main}.map`), 'utf8'));
  const sources = [...bytesPerSource(map, code)].filter(([source]) => REGISTRATION_SOURCE.test(source));
  if (sources.length === 0) throw new Error('The registration code was not found in main.js: its path changed?');
  const minified = sources.reduce((sum, [, bytes]) => sum + bytes, 0);
  // The segments are scattered through main.js; gzipping as many bytes of its own text bounds their share.
  const inMainBytes = gzipSync(code.slice(0, minified), { level: 9 }).length;
  return { chunkKb: chunkBytes / KB, inMainKb: inMainBytes / KB, totalKb: (chunkBytes + inMainBytes) / KB };
}

/** Evaluates `check` in the page until it answers true (an async check, which waitForFunction would not await). */
async function until(page, check, arg, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Resolves once the worker controls the page and holds every remote's release (a manifest and an entry each). */
async function waitForOfflineCopies(page) {
  await until(
    page,
    async (expected) => {
      if (navigator.serviceWorker.controller === null) return false;
      const releases = await caches.open('nutrilog-remote-releases');
      return (await releases.keys()).length === expected;
    },
    REMOTE_COUNT * 2,
    60_000,
    "the worker's copies of the remotes",
  );
}

/** Resolves once IndexedDB holds a saved answer of a read whose URL starts with `prefix`. */
async function waitForSavedRead(page, prefix) {
  await until(
    page,
    async (start) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('nutrilog');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (!db.objectStoreNames.contains('saved-reads')) return (db.close(), false);
      const keys = await new Promise((resolve) => {
        const all = db.transaction('saved-reads').objectStore('saved-reads').getAllKeys();
        all.onsuccess = () => resolve(all.result);
      });
      db.close();
      return keys.some((key) => String(key[1]).startsWith(start));
    },
    prefix,
    30_000,
    `a saved read of ${prefix}`,
  );
}

/**
 * In the page, before its scripts: notes when a dashboard log row with `title` first appears, and offers
 * `__queuedChanges()`, the queue's store as the app keeps it.
 */
function installProbes(title) {
  const seen = () =>
    [...document.querySelectorAll('[data-remote="intake"] button')].some((b) => b.textContent.startsWith(title));
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    window.__rowShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  window.__queuedChanges = async () => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('nutrilog', 2);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const all = await new Promise((resolve) => {
      const request = db.transaction('queued-changes').objectStore('queued-changes').getAll();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return all;
  };
}

/** Runs in the page: queues `count` manual logs as the app's queue keeps them, for the user the page knows. */
async function queueChanges({ count, uuids, keys, date, nutrients }) {
  const owner = JSON.parse(localStorage.getItem('saved-reads-owner') ?? 'null');
  if (!owner) throw new Error('The page does not know its user yet');
  const db = await new Promise((resolve, reject) => {
    const request = indexedDB.open('nutrilog', 2);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const tx = db.transaction('queued-changes', 'readwrite');
  const now = Date.now();
  for (let i = 0; i < count; i += 1) {
    const body = {
      uuid: uuids[i],
      type: 'manual',
      date,
      description: `Queued meal ${i + 1}`,
      nutrients: { ...nutrients, calories: 100 + i },
    };
    tx.objectStore('queued-changes').put({
      key: keys[i],
      user: owner.user,
      seq: now + i,
      method: 'POST',
      path: '/api/intake_logs',
      body,
      preview: { '@id': `/api/intake_logs/${uuids[i]}`, ...body },
      status: 'waiting',
      queuedAt: now,
    });
  }
  await new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  localStorage.setItem(`offline-queue:${owner.user}`, '1');
}

/** Runs in the page: notes when the `online` event comes and when the queue's store holds nothing, in ms. */
function watchTheSync(timeoutMs) {
  window.__sync = new Promise((resolve) => {
    const started = performance.now();
    let onlineAt = null;
    window.addEventListener('online', () => (onlineAt = performance.now()), { once: true });
    const poll = async () => {
      const left = (await window.__queuedChanges()).length;
      if (left === 0) resolve({ onlineAt, doneAt: performance.now() });
      else if (performance.now() - started > timeoutMs) resolve(null);
      else setTimeout(poll, 20);
    };
    void poll();
  });
  return performance.now();
}

/** Every nutrient a manual log must name, with values: those of one of the seeded user's products. */
async function someNutrients(stack, accessToken) {
  const response = await fetch(`${stack.apiUrl}/api/products?itemsPerPage=1`, {
    headers: { 'X-API-KEY': accessToken },
  });
  const [product] = (await response.json()).member;
  if (!product) throw new Error('The seeded user has no product to take nutrients from');
  return product.nutrients;
}

/** `runs` second visits with no connection, then the sync of `SYNC_CHANGES` queued changes. */
export async function measureOffline(stack, { runs = 5, log = () => undefined } = {}) {
  const accessToken = await fetchAccessToken(stack);
  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, stack, { accessToken });
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    const firstRow = page.locator('[data-remote="intake"] button').filter({ hasText: 'kcal' }).first();
    await firstRow.waitFor({ timeout: 30_000 });
    // The row's title (its first line): the seeded user logs every day, so today has rows.
    const title = (await firstRow.locator('span span').first().textContent()).trim();
    log('offline: waiting for the worker and the saved reads');
    await waitForOfflineCopies(page);
    await waitForSavedRead(page, '/api/intake_logs');
    await context.addInitScript(installProbes, title);

    log('offline: second visits with no connection');
    await context.setOffline(true);
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto(`${stack.url}/`);
      const shownAt = await page.waitForFunction(() => window.__rowShownAt, null, { timeout: 20_000 });
      samples.push(await shownAt.jsonValue());
    }

    log(`offline: ${SYNC_CHANGES} changes queued, then online`);
    const uuids = Array.from({ length: SYNC_CHANGES }, () => randomUUID());
    const keys = Array.from({ length: SYNC_CHANGES }, () => randomUUID());
    const date = new Date().toISOString();
    await page.evaluate(queueChanges, {
      count: SYNC_CHANGES,
      uuids,
      keys,
      date,
      nutrients: await someNutrients(stack, accessToken),
    });
    await page.goto(`${stack.url}/`);
    await page.getByText(`${SYNC_CHANGES} changes waiting to sync`).waitFor({ timeout: 20_000 });
    const armedAt = await page.evaluate(watchTheSync, 30_000);
    await context.setOffline(false);
    const synced = await page.evaluate(() => window.__sync);
    if (synced === null) {
      const left = await page.evaluate(() => window.__queuedChanges());
      const why = [...new Set(left.map((c) => `${c.status} ${c.problem ?? ''}`))].join('; ');
      throw new Error(`${left.length} of ${SYNC_CHANGES} queued changes not synced within 30 s: ${why}`);
    }
    await context.close();
    // From the connection coming back (the online event; the command's own round trip if none came).
    const syncMs = synced.doneAt - (synced.onlineAt ?? armedAt);
    log(
      `offline: online event ${synced.onlineAt === null ? 'not seen' : `${Math.round(synced.onlineAt - armedAt)} ms after arming`}`,
    );

    // Confirmed means on the server.
    const missing = [];
    for (const uuid of uuids) {
      const response = await fetch(`${stack.apiUrl}/api/intake_logs/${uuid}`, {
        headers: { 'X-API-KEY': accessToken },
      });
      if (response.status !== 200) missing.push(`${uuid}: ${response.status}`);
    }
    if (missing.length) throw new Error(`Synced changes missing on the server: ${missing.join(', ')}`);

    return {
      registration: registrationKb(),
      offlineDashboard: { medianMs: median(samples), maxMs: Math.max(...samples), samplesMs: samples },
      sync: { changes: SYNC_CHANGES, ms: syncMs },
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const { startStack } = await import('./lib/stack.mjs');
  const { BENCH_EMAIL, BENCH_PASSWORD, seedDatabase } = await import('./lib/seed.mjs');
  // A user who logs every day, so that today's dashboard has rows to keep.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bench-offline-'));
  seedDatabase({ dataDir }, { years: 1, others: 0 });
  const stack = await startStack({
    basePort: Number(process.env.BENCH_BASE_PORT ?? 18400),
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    dataDir,
  });
  try {
    const result = await measureOffline(stack, { log: (line) => console.error(line) });
    const round = (ms) => Math.round(ms);
    console.log(
      `worker registration: ${result.registration.totalKb.toFixed(1)} KB gzip ` +
        `(chunk ${result.registration.chunkKb.toFixed(1)}, in main.js ${result.registration.inMainKb.toFixed(1)}); ` +
        `budget <= ${REGISTRATION_BUDGET_KB} KB`,
    );
    console.log(
      `offline dashboard: median ${round(result.offlineDashboard.medianMs)} ms ` +
        `(${result.offlineDashboard.samplesMs.map(round).join(', ')}); budget <= ${OFFLINE_DASHBOARD_BUDGET_MS} ms`,
    );
    console.log(`sync of ${result.sync.changes} changes: ${round(result.sync.ms)} ms; budget <= ${SYNC_BUDGET_MS} ms`);
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
