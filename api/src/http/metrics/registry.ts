import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseUse } from '../../db/connect';

export type InferenceKind = 'meal' | 'product' | 'label';
export type InferenceProvider = 'offline' | 'online';

/** Seconds, from a millisecond request on a kept answer to a label photo read by OCR. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Observe = (seconds: number) => void;

/**
 * The API process's metrics in Prometheus's text format (prom-client), one registry per app so that tests and the
 * several apps of a test file do not share counts. Requests are counted by method, route template and status; the
 * labelled children are kept per combination, so a request costs a map look-up and two additions.
 */
export function createMetrics(options: { databaseUse?: (() => DatabaseUse) | undefined } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'nutrilog_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'nutrilog_http_request_duration_seconds',
    help: 'Time from a request reaching the API to its answer sent, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const observers = new Map<string, Observe>();
  const observerOf = (method: string, route: string, status: number): Observe => {
    const key = `${method} ${status} ${route}`;
    let observe = observers.get(key);
    if (observe === undefined) {
      const labels = { method, route, status: String(status) };
      const count = requests.labels(labels);
      const duration = durations.labels(labels);
      observe = (seconds) => {
        count.inc();
        duration.observe(seconds);
      };
      observers.set(key, observe);
    }
    return observe;
  };

  const kept = { hit: 0, miss: 0 };
  const keptAnswers = new Counter({
    name: 'nutrilog_kept_answers_total',
    help: "Authenticated reads of a route whose answer is kept in memory: 'hit' sent the kept answer, 'miss' made it.",
    labelNames: ['result'] as const,
    registers,
  });
  const keptHit = keptAnswers.labels({ result: 'hit' });
  const keptMiss = keptAnswers.labels({ result: 'miss' });
  new Gauge({
    name: 'nutrilog_kept_answer_hit_ratio',
    help: 'Share of kept-answer reads since the process started that were sent from memory (0 to 1).',
    registers,
    collect() {
      const total = kept.hit + kept.miss;
      this.set(total === 0 ? 0 : kept.hit / total);
    },
  });

  const { databaseUse } = options;
  if (databaseUse) {
    new Gauge({
      name: 'nutrilog_database_connections',
      help: "The database's connections in use ('busy') and free ('idle').",
      labelNames: ['state'] as const,
      registers,
      collect() {
        const use = databaseUse();
        this.set({ state: 'busy' }, use.busy);
        this.set({ state: 'idle' }, use.idle);
      },
    });
    new Gauge({
      name: 'nutrilog_database_waiting_queries',
      help: 'Queries waiting for a free database connection.',
      registers,
      collect() {
        this.set(databaseUse().waiting);
      },
    });
    new Gauge({
      name: 'nutrilog_database_max_connections',
      help: 'The most connections the API opens to the database.',
      registers,
      collect() {
        this.set(databaseUse().max);
      },
    });
  }

  const inference = new Histogram({
    name: 'nutrilog_inference_duration_seconds',
    help: "Time to answer an inference: a meal or product described in words, or a label photo ('label').",
    labelNames: ['kind', 'provider'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const ocr = new Histogram({
    name: 'nutrilog_ocr_duration_seconds',
    help: 'Time the offline OCR took to read the text of a label photo.',
    buckets: DURATION_BUCKETS,
    registers,
  });

  const backups = new Counter({
    name: 'nutrilog_backups_total',
    help: "Backups this process took (docs/api.md, 'Backups and restore'), by result: 'ok' or 'failed'.",
    labelNames: ['result'] as const,
    registers,
  });
  const lastBackup = new Gauge({
    name: 'nutrilog_backup_last_success_timestamp_seconds',
    help: 'When the last complete backup this process took began, the moment its data is from (Unix time); absent until one is.',
    registers,
  });

  /** Runs `work`, observing its seconds in `histogram` whether it succeeds or fails. */
  async function timed<T>(observe: Observe, work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      observe((performance.now() - start) / 1000);
    }
  }

  return {
    contentType: registry.contentType,
    /** The text answer of GET /metrics. */
    text: () => registry.metrics(),
    request(method: string, route: string, status: number, seconds: number): void {
      observerOf(method, route, status)(seconds);
    },
    keptAnswer(hit: boolean): void {
      if (hit) {
        kept.hit += 1;
        keptHit.inc();
      } else {
        kept.miss += 1;
        keptMiss.inc();
      }
    },
    timeInference: <T>(kind: InferenceKind, provider: InferenceProvider, work: () => Promise<T>) =>
      timed((s) => inference.observe({ kind, provider }, s), work),
    timeOcr: <T>(work: () => Promise<T>) => timed((s) => ocr.observe(s), work),
    backupTaken(ok: boolean, at: Date): void {
      backups.inc({ result: ok ? 'ok' : 'failed' });
      if (ok) lastBackup.set(at.getTime() / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
