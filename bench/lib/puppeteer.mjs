// Lighthouse drives a puppeteer Page; the benchmarks use the puppeteer-core it depends on (pnpm keeps it out of
// bench's own node_modules), so there is one Puppeteer, of the version Lighthouse was tested with.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const requireFromLighthouse = createRequire(import.meta.resolve('lighthouse'));
const { default: puppeteer } = await import(pathToFileURL(requireFromLighthouse.resolve('puppeteer-core')).href);

export default puppeteer;
