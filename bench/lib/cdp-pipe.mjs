// Debian Chromium driven over the DevTools protocol on a pipe, with only the domains a measurement needs (Target,
// Page, Emulation, Tracing, IO, and Runtime.evaluate without Runtime.enable). Puppeteer and Playwright enable the
// Runtime domain on every page, and with it V8 records a detailed stack trace for every Error the page creates,
// parsing each function on the stack again for its source positions. React DOM creates five Errors while its module
// runs, inside a 625 KB function: its evaluation took 134 to 209 ms under Puppeteer and 7 to 11 ms in Chromium with
// no DevTools attached (docs/performance.md, "Sixth round"). A user's browser has no DevTools attached.
import { spawn } from 'node:child_process';
import { CHROMIUM_ARGS } from './browser.mjs';
import puppeteer from './puppeteer.mjs';

/** Chromium with the flags Puppeteer launches it with (as the other benchmarks do), the commands on a pipe. */
export async function launchPipeChromium() {
  const args = [...puppeteer.defaultArgs({ headless: true, args: CHROMIUM_ARGS }), '--remote-debugging-pipe'];
  const child = spawn(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args, {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const toBrowser = child.stdio[3];
  const fromBrowser = child.stdio[4];
  let nextId = 1;
  const pending = new Map();
  const listeners = new Set();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk) => {
    buffered += chunk;
    let end;
    while ((end = buffered.indexOf('\0')) >= 0) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (message.id !== undefined) {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) waiter?.reject(new Error(`${waiter.method}: ${message.error.message}`));
        else waiter?.resolve(message.result);
      } else {
        for (const listener of listeners) listener(message);
      }
    }
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));

  /** Sends a command to the browser, or to a page's session. */
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, method });
      toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    });

  /** The next event of that name (and session) matching `accept`. */
  const waitForEvent = (method, sessionId, accept = () => true) =>
    new Promise((resolve) => {
      const listener = (message) => {
        if (message.method !== method || (sessionId && message.sessionId !== sessionId) || !accept(message.params))
          return;
        listeners.delete(listener);
        resolve(message.params);
      };
      listeners.add(listener);
    });

  return {
    send,
    waitForEvent,
    /** A new tab, attached: its session id. */
    async newPage() {
      const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      await send('Page.enable', {}, sessionId);
      return sessionId;
    },
    /** Navigates and waits for the load event. */
    async navigate(sessionId, url) {
      const loaded = waitForEvent('Page.loadEventFired', sessionId);
      const { errorText } = await send('Page.navigate', { url }, sessionId);
      if (errorText) throw new Error(`${url}: ${errorText}`);
      await loaded;
    },
    /** The value of an expression in the page (without enabling the Runtime domain). */
    async evaluate(sessionId, expression) {
      const { result, exceptionDetails } = await send(
        'Runtime.evaluate',
        { expression, returnByValue: true, awaitPromise: true },
        sessionId,
      );
      if (exceptionDetails)
        throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    },
    /** Starts a trace of these categories from the page's session; `stop()` ends it and answers the trace's events. */
    async startTracing(sessionId, categories) {
      await send(
        'Tracing.start',
        {
          traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
          transferMode: 'ReturnAsStream',
        },
        sessionId,
      );
      return {
        async stop() {
          const complete = waitForEvent('Tracing.tracingComplete', sessionId);
          await send('Tracing.end', {}, sessionId);
          const { stream } = await complete;
          let text = '';
          for (;;) {
            const { data, eof, base64Encoded } = await send('IO.read', { handle: stream, size: 4 << 20 }, sessionId);
            text += base64Encoded ? Buffer.from(data, 'base64').toString('utf8') : data;
            if (eof) break;
          }
          await send('IO.close', { handle: stream }, sessionId);
          const parsed = JSON.parse(text);
          return Array.isArray(parsed) ? parsed : parsed.traceEvents;
        },
      };
    },
    async close() {
      try {
        await Promise.race([send('Browser.close'), new Promise((resolve) => setTimeout(resolve, 3000))]);
      } catch {
        // the pipe closed first
      }
      child.kill('SIGKILL');
      await exited;
    },
  };
}
