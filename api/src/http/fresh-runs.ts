/*
 * Runs of a task, per key, shared by the callers that arrive together. A caller never takes a run that was already
 * under way when it arrived (that run may have started before the caller's own write committed): it shares the
 * next one, which starts as soon as the running one ends. So each caller gets a run that started after it asked,
 * at no more than two runs per key at a time, however many callers there are.
 */
export class FreshRuns<K, T = void> {
  private readonly running = new Map<K, Promise<T>>();
  private readonly next = new Map<K, Promise<T>>();

  run(key: K, task: () => Promise<T>): Promise<T> {
    const next = this.next.get(key);
    if (next) return next;
    const running = this.running.get(key);
    if (!running) return this.start(key, task);
    const queued = running
      .catch(() => undefined)
      .then(() => {
        this.next.delete(key);
        return this.start(key, task);
      });
    this.next.set(key, queued);
    return queued;
  }

  private start(key: K, task: () => Promise<T>): Promise<T> {
    const started = task().finally(() => {
      if (this.running.get(key) === started) this.running.delete(key);
    });
    this.running.set(key, started);
    return started;
  }
}
