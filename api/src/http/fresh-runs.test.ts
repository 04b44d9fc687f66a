import { FreshRuns } from './fresh-runs';

/** A task whose runs finish only when the test says so; `runs` counts the runs started. */
function controlledTask() {
  const finishes: (() => void)[] = [];
  const task = () => new Promise<void>((resolve) => finishes.push(resolve));
  return { task, finishes, finish: (n: number) => finishes[n]?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('fresh runs shared by callers that arrive together', () => {
  it('start one run for a first caller, and one more for all who arrive while it runs', async () => {
    const runs = new FreshRuns<string>();
    const { task, finishes, finish } = controlledTask();
    const first = runs.run('user', task);
    const during = [runs.run('user', task), runs.run('user', task), runs.run('user', task)];
    expect(finishes).toHaveLength(1);
    finish(0);
    await first;
    await settle();
    expect(finishes).toHaveLength(2); // the second run starts only after the first ended
    finish(1);
    await Promise.all(during);
    expect(finishes).toHaveLength(2);
  });

  it('never let a caller share a run that began before it asked', async () => {
    const runs = new FreshRuns<string>();
    const { task, finish } = controlledTask();
    const order: string[] = [];
    void runs.run('user', task).then(() => order.push('first'));
    const later = runs.run('user', task).then(() => order.push('later'));
    finish(0);
    await settle();
    expect(order).toEqual(['first']);
    finish(1);
    await later;
    expect(order).toEqual(['first', 'later']);
  });

  it('keep keys apart, and go on after a failed run', async () => {
    const runs = new FreshRuns<string>();
    let started = 0;
    await Promise.all([runs.run('a', async () => void (started += 1)), runs.run('b', async () => void (started += 1))]);
    expect(started).toBe(2);
    await expect(runs.run('a', async () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    await runs.run('a', async () => void (started += 1));
    expect(started).toBe(3);
  });
});
