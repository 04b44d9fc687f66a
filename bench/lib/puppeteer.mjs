// Lighthouse drives a puppeteer Page; the benchmarks use the puppeteer-core it depends on (pnpm keeps it out of
// bench's own node_modules), so there is one Puppeteer, of the version Lighthouse was tested with. Its Chrome
// flags come the same way, from the chrome-launcher it depends on.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const importFromLighthouse = (name) => import(pathToFileURL(requireFromLighthouse.resolve(name)).href);

const { default: puppeteer } = await importFromLighthouse('puppeteer-core');
const { Launcher } = await importFromLighthouse('chrome-launcher');

/**
 * The flags the Lighthouse CLI starts Chrome with: background services off, and RenderDocument off (with it,
 * Lighthouse's trace can lose the navigation's start).
 */
export const LIGHTHOUSE_CHROME_FLAGS = Launcher.defaultFlags();

export default puppeteer;
