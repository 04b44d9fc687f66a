// Navigation to a remote not loaded yet: from the click on its link in the main navigation to the first paint
// of its heading, measured in the page with performance marks, on loopback.
//
// In the page: a capture-phase click listener marks `nav-click:<remote>`; a MutationObserver marks
// `nav-dom:<remote>` when the remote's h1 is in the DOM and rendered (has boxes); a requestAnimationFrame
// callback followed by a posted message marks `nav-paint:<remote>` (the message runs once the frame that
// contains the heading has been produced). The Element Timing API's renderTime of the heading is read as a
// cross-check (the attribute is set before that frame).
import { pathToFileURL } from 'node:url';
import { fetchAccessToken, launchChromium, signedInContext } from './lib/browser.mjs';

export const NAVIGATION_BUDGET_MS = 300;

/** The dashboard is the intake remote; one link per other remote, as the main navigation names them. */
export const TARGETS = [
  { remote: 'catalog', link: 'Products', heading: 'Products' },
  { remote: 'statistics', link: 'Statistics', heading: 'Statistics' },
  { remote: 'weight', link: 'Weight', heading: 'Weight' },
];

/** Runs in the page: arms the marks for one navigation; window.__navigation[remote] resolves with the figures. */
function armProbe({ remote, heading }) {
  const intent = `nav-intent:${remote}`;
  const click = `nav-click:${remote}`;
  const inDom = `nav-dom:${remote}`;
  const painted = `nav-paint:${remote}`;
  let elementRenderTime = null;
  // The pointer reaching the link is the intent on which the host starts loading the remote (NavBar.tsx).
  const onPointerOver = (event) => {
    if (!event.target.closest?.('nav a')) return;
    performance.mark(intent);
    document.removeEventListener('pointerover', onPointerOver, true);
  };
  const onClick = (event) => {
    if (!event.target.closest?.('nav a')) return;
    performance.mark(click);
    document.removeEventListener('click', onClick, true);
  };
  document.addEventListener('pointerover', onPointerOver, true);
  document.addEventListener('click', onClick, true);
  const headingElement = () =>
    [...document.querySelectorAll(`[data-remote="${remote}"] h1`)].find(
      (h) => h.textContent.trim() === heading && h.getClientRects().length > 0,
    );
  window.__navigation ??= {};
  window.__navigation[remote] = new Promise((resolve) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.identifier === `nav-${remote}`) elementRenderTime = entry.renderTime || entry.loadTime;
    }).observe({ type: 'element', buffered: true });
    const observer = new MutationObserver(() => {
      if (!performance.getEntriesByName(click).length) return;
      const h1 = headingElement();
      if (!h1) return;
      observer.disconnect();
      h1.setAttribute('elementtiming', `nav-${remote}`);
      performance.mark(inDom);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          performance.mark(painted);
          const clickAt = performance.getEntriesByName(click)[0].startTime;
          const intentAt = performance.getEntriesByName(intent)[0]?.startTime ?? clickAt;
          // Requests since the intent, finished by now: ms after the click at which the last one ended.
          const after = performance.getEntriesByType('resource').filter((r) => r.startTime >= intentAt);
          const lastEnd = (test) => {
            const ends = after.filter(test).map((r) => r.responseEnd - clickAt);
            return ends.length ? Math.max(...ends) : null;
          };
          // Element Timing is reported after the paint; give it a frame.
          setTimeout(
            () =>
              resolve({
                paintMs: performance.measure(`nav:${remote}`, click, painted).duration,
                domMs: performance.measure(`nav-dom:${remote}`, click, inDom).duration,
                elementTimingMs: elementRenderTime === null ? null : elementRenderTime - clickAt,
                intentBeforeClickMs: clickAt - intentAt,
                remoteFilesMs: lastEnd((r) => !r.name.startsWith(location.origin)),
                apiMs: lastEnd((r) => r.name.startsWith(`${location.origin}/api/`)),
                requests: after.length,
              }),
            50,
          );
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** One fresh context: the dashboard, then each target's link in turn (the first visit of each remote). */
async function navigateOnce(browser, stack, accessToken, targets) {
  const context = await signedInContext(browser, stack, { accessToken, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main navigation', exact: true });
    const results = {};
    for (const target of targets) {
      await page.evaluate(armProbe, target);
      await nav.getByRole('link', { name: target.link, exact: true }).click();
      results[target.remote] = await page.evaluate((remote) => window.__navigation[remote], target.remote);
      await page.waitForLoadState('networkidle');
    }
    return results;
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * `repeats` fresh contexts. Rows per remote: { remote, link, medianMs, maxMs, samplesMs, domMedianMs,
 * elementTimingMedianMs, intentBeforeClickMedianMs, remoteFilesMedianMs, apiMedianMs } (ms from the click;
 * the last two: when the remote's files / the API requests that had finished by the paint ended, null if none).
 */
export async function measureNavigation(stack, { repeats = 5, targets = TARGETS } = {}) {
  const accessToken = await fetchAccessToken(stack);
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let i = 0; i < repeats; i += 1) runs.push(await navigateOnce(browser, stack, accessToken, targets));
    const round = (ms) => (ms === null ? null : Math.round(ms));
    return targets.map(({ remote, link }) => {
      const samples = runs.map((run) => run[remote]);
      const medianOf = (key) => {
        const values = samples.map((s) => s[key]).filter((v) => v !== null);
        return values.length ? round(median(values)) : null;
      };
      return {
        remote,
        link,
        medianMs: medianOf('paintMs'),
        maxMs: round(Math.max(...samples.map((s) => s.paintMs))),
        samplesMs: samples.map((s) => round(s.paintMs)),
        domMedianMs: medianOf('domMs'),
        elementTimingMedianMs: medianOf('elementTimingMs'),
        intentBeforeClickMedianMs: medianOf('intentBeforeClickMs'),
        remoteFilesMedianMs: medianOf('remoteFilesMs'),
        apiMedianMs: medianOf('apiMs'),
      };
    });
  } finally {
    await browser.close();
  }
}

async function main() {
  const { startStack } = await import('./lib/stack.mjs');
  const stack = await startStack({ basePort: Number(process.env.BENCH_BASE_PORT ?? 18400) });
  try {
    const rows = await measureNavigation(stack);
    console.table(
      rows.map((r) => ({
        'click → remote': `${r.link} (${r.remote})`,
        'median ms': r.medianMs,
        'max ms': r.maxMs,
        samples: r.samplesMs.join(' '),
        'in DOM ms': r.domMedianMs,
        'element timing ms': r.elementTimingMedianMs,
        'hover before click ms': r.intentBeforeClickMedianMs,
        'remote files done ms': r.remoteFilesMedianMs,
        'API done ms': r.apiMedianMs,
        verdict: r.maxMs <= NAVIGATION_BUDGET_MS ? 'ok' : `OVER ${NAVIGATION_BUDGET_MS} ms`,
      })),
    );
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
