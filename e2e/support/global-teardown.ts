// Stops the stack started by the global setup (its whole process group) and removes the run's data directory.
import fs from 'node:fs';
import { killGroup } from './global-setup';
import { ENV } from './stack';

const STOP_TIMEOUT_MS = 10_000;

/** Signal 0 only asks whether the group still exists. */
const isRunning = (pid: number) => killGroup(pid, 0);

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[ENV.stackPid]);
  if (Number.isInteger(pid) && pid > 0) {
    // SIGTERM lets the API close PGlite cleanly; whatever is still there after the timeout is killed.
    killGroup(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isRunning(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    killGroup(pid, 'SIGKILL');
  }
  await (globalThis as { closeOpenFoodFactsFixtures?: () => Promise<void> }).closeOpenFoodFactsFixtures?.();
  const tempDir = process.env[ENV.tempDir];
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
}
