// Headless Debian Chromium for the benchmarks, and browser contexts signed in as the stack's user.
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The access token the app keeps in localStorage under 'access-token', from POST /api/auth/login. */
export async function fetchAccessToken(stack) {
  const response = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: stack.email, password: stack.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const { accessToken } = await response.json();
  return accessToken;
}

/**
 * A fresh context (empty cache and storage) whose pages start signed in. Pass `accessToken` to reuse one
 * token across many contexts instead of signing in for each.
 */
export async function signedInContext(browser, stack, { accessToken, ...contextOptions } = {}) {
  const token = accessToken ?? (await fetchAccessToken(stack));
  const context = await browser.newContext(contextOptions);
  await context.addInitScript((value) => window.localStorage.setItem('access-token', value), token);
  return context;
}
