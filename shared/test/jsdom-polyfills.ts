/**
 * What jsdom lacks and the front ends use, filled in only where missing. A jest setup file of the web projects
 * (jest.config.cjs), so it runs before a test file imports anything: react-router creates a TextEncoder as its
 * module loads.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

class TestResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
g.ResizeObserver ??= TestResizeObserver;

if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// jsdom's Blob (and File) cannot read itself; FileReader can.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error('The blob could not be read.'));
      reader.readAsText(this);
    });
  };
}
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView)
  Element.prototype.scrollIntoView = () => undefined;

// jsdom lays nothing out, so Fluent's focus manager (tabster) would find no visible element in a dialog, leave the
// dialog's modal layer inactive and hide the open dialog with aria-hidden. Give elements a minimal layout.
if (typeof HTMLElement !== 'undefined') {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  document.body.getBoundingClientRect = () => DOMRect.fromRect({ width: 1024, height: 768 });
}

/** The part of the fetch Response that the API client reads; jsdom has no fetch, Response or Headers. */
class TestHeaders {
  private readonly map = new Map<string, string>();
  constructor(init?: Record<string, string>) {
    for (const [k, v] of Object.entries(init ?? {})) this.map.set(k.toLowerCase(), v);
  }
  get(name: string): string | null {
    return this.map.get(name.toLowerCase()) ?? null;
  }
  has(name: string): boolean {
    return this.map.has(name.toLowerCase());
  }
  set(name: string, value: string): void {
    this.map.set(name.toLowerCase(), value);
  }
  forEach(cb: (value: string, key: string) => void): void {
    this.map.forEach((v, k) => cb(v, k));
  }
}

class TestResponse {
  readonly status: number;
  readonly statusText: string;
  readonly ok: boolean;
  readonly headers: TestHeaders;
  private readonly body: string | null;
  bodyUsed = false;
  constructor(
    body?: string | null,
    init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
  ) {
    this.body = body ?? null;
    this.status = init.status ?? 200;
    this.statusText = init.statusText ?? '';
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new TestHeaders(init.headers);
  }
  async text(): Promise<string> {
    if (this.bodyUsed) throw new TypeError('Body is unusable: Body has already been read');
    this.bodyUsed = true;
    return this.body ?? '';
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
  async blob(): Promise<Blob> {
    return new Blob([await this.text()], { type: this.headers.get('content-type') ?? '' });
  }
}
g.Headers ??= TestHeaders;
g.Response ??= TestResponse;
