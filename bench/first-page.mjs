// First-page weight: the gzip JavaScript a signed-in user downloads to see the dashboard (host + intake remote).
import { chromium } from 'playwright-core';

export const FIRST_PAGE_BUDGET_KB = 250;

export async function measureFirstPage(stack) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const login = await context.request.post(`${stack.url}/api/auth/login`, { data: { email: stack.email, password: stack.password } });
    const { accessToken } = await login.json();
    await context.addInitScript((token) => window.localStorage.setItem('access-token', token), accessToken);
    const page = await context.newPage();
    const scripts = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize });
    });
    await page.goto(`${stack.url}/`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    const byOrigin = {};
    for (const s of scripts) byOrigin[new URL(s.url).port] = (byOrigin[new URL(s.url).port] ?? 0) + s.bytes;
    return { totalKb: total / 1024, files: scripts.length, byOrigin };
  } finally {
    await browser.close();
  }
}
