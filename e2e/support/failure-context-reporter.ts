// Prints what the page showed when a test failed: the accessibility snapshot in Playwright's error context, which
// the list reporter only names by path. CI keeps the log, not e2e/.tmp, so without it a failure that happens
// only on a loaded CI machine cannot be read afterwards. The snapshots come at the end of the run, after the list's
// summary: a CI log shown by its tail still holds them (printed when the test ended, one was cut off).
import { readFile } from 'node:fs/promises';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class FailureContextReporter implements Reporter {
  private readonly shown: Promise<string | null>[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === test.expectedStatus) return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (context?.path) this.shown.push(snapshotOf(test.title, context.path));
  }

  async onEnd(): Promise<void> {
    for (const text of await Promise.all(this.shown)) if (text) process.stdout.write(text);
  }

  printsToStdio(): boolean {
    return true;
  }
}

async function snapshotOf(title: string, path: string): Promise<string | null> {
  const text = await readFile(path, 'utf8').catch(() => '');
  // The file repeats the error and the source, which the list prints already; its snapshot is in yaml blocks.
  const snapshots = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]);
  if (snapshots.length === 0) return null;
  const indented = snapshots
    .join('')
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
  return `\n  What the page showed when "${title}" failed:\n${indented}\n`;
}
