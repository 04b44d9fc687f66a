// A toast as the page itself saw it: where it stood and how long it stayed, recorded in the page. A toast lasts
// 2 s; reading its box from the test afterwards races its closing on a loaded machine.
import { expect, type Page } from '@playwright/test';

export interface ToastSeen {
  /** Its title's box once it has slid in (300 ms after it appeared). */
  box: { x: number; y: number; width: number; height: number };
  /** From appearing to leaving the page, in the page's own clock. */
  shownMs: number;
}

interface Watch {
  appearedAt?: number;
  box?: ToastSeen['box'];
  goneAt?: number;
}

type WatchWindow = Window & { __toastWatches?: Record<string, Watch> };

/**
 * Starts watching for the next toast titled `title` (before the action that shows it); the answer waits until it
 * has come and gone.
 */
export async function watchToast(page: Page, title: string): Promise<() => Promise<ToastSeen>> {
  await page.evaluate((wanted) => {
    const watches = ((window as WatchWindow).__toastWatches ??= {});
    const watch: Watch = {};
    watches[wanted] = watch;
    const find = () =>
      Array.from(document.querySelectorAll('.fui-ToastTitle')).find((element) => element.textContent === wanted);
    const observer = new MutationObserver(() => {
      const element = find();
      if (element && watch.appearedAt === undefined) {
        watch.appearedAt = performance.now();
        setTimeout(() => {
          const { x, y, width, height } = (find() ?? element).getBoundingClientRect();
          watch.box = { x, y, width, height };
        }, 300);
      }
      if (!element && watch.appearedAt !== undefined && watch.box !== undefined) {
        watch.goneAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, title);

  const read = () => page.evaluate((wanted) => (window as WatchWindow).__toastWatches?.[wanted] ?? {}, title);
  return async () => {
    await expect
      .poll(async () => (await read()).goneAt !== undefined, { message: `the toast "${title}" came and went` })
      .toBe(true);
    const { appearedAt, box, goneAt } = await read();
    return { box: box!, shownMs: goneAt! - appearedAt! };
  };
}
