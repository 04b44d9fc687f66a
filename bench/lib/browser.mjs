// Headless Debian Chromium for the benchmarks, and browser contexts signed in as the stack's user.
import { chromium } from 'playwright-core';
import { signIn } from './api-server.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The access token the app keeps in localStorage under 'access-token', from POST /api/auth/login. */
export function fetchAccessToken(stack) {
  return signIn(stack.url, stack.email, stack.password);
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
