// Prints what the page showed when a test failed: the accessibility snapshot in Playwright's error context, which
// the list reporter only names by path. CI keeps the log, not e2e/.tmp, so without it a failure that happens
// only on a loaded CI machine cannot be read afterwards.
import { readFile } from 'node:fs/promises';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class FailureContextReporter implements Reporter {
  async onTestEnd(test: TestCase, result: TestResult): Promise<void> {
    if (result.status === test.expectedStatus) return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context' && attachment.path);
    if (!context?.path) return;
    const text = await readFile(context.path, 'utf8').catch(() => '');
    // The file repeats the error and the source, which the list prints already; its snapshot is in yaml blocks.
    const snapshots = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((match) => match[1]);
    if (snapshots.length === 0) return;
    const indented = snapshots
      .join('')
      .split('\n')
      .map((line) => `    ${line}`)
      .join('\n');
    process.stdout.write(`\n  What the page showed when "${test.title}" failed:\n${indented}\n`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
