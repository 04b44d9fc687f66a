/**
 * Test helper for the front ends (host, remotes, shared UI): an API client over a mocked fetch, the app's providers
 * around a component, and locale activation. jsdom's missing APIs are filled in before any test file loads
 * (jsdom-polyfills.ts, a jest setup file).
 */
import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { i18n, type Messages } from '@lingui/core';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, NavigationType, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClient } from '../src/api-client/client';
import type { QueueStore } from '../src/api-client/offline-queue';
import { createSavedReads } from '../src/api-client/saved-reads';
import { createSession, type Session } from '../src/api-client/session';
import type { Locale } from '../src/domain/auth';
import { messages as sharedEn } from '../src/i18n/locales/en-GB/messages';
import { messages as sharedNl } from '../src/i18n/locales/nl-NL/messages';
import type { RemoteProps, ToastRequest } from '../src/remote-contract';
import { AppProviders } from '../src/ui/AppProviders';
import { RemoteServicesContext } from '../src/ui/remote-context';
import { ROUTER_FUTURE } from '../src/ui/router-future';
import { memoryStorage, type TestStorage } from './memory-storage';
import { memoryQueueStore } from './queue-store';
import { memorySavedReadStore } from './saved-reads';

export { memoryStorage, type TestStorage } from './memory-storage';

// ---------------------------------------------------------------------------------------------------------------
// API client over a mocked fetch.
// ---------------------------------------------------------------------------------------------------------------

/** A new Response per call (a body can be read once). `undefined` body gives an empty answer (e.g. 204). */
/** createdAt and updatedAt of a stored resource in a test's answers. */
export const STORED_AT = { createdAt: '2026-01-01T08:00:00.000Z', updatedAt: '2026-01-01T08:00:00.000Z' } as const;

export function jsonResponse(status: number, body?: unknown, contentType = 'application/ld+json'): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
}

export interface TestRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The parsed JSON body, when there is one. */
  body: unknown;
}

export type Respond = (request: TestRequest) => Response | Promise<Response>;

export interface TestApi {
  api: ApiClient;
  session: Session;
  storage: TestStorage;
  queueStore: QueueStore;
  fetch: jest.Mock<Promise<Response>, [string, RequestInit]>;
  /** Every request made so far, in order. */
  requests(): TestRequest[];
}

function toRequest(url: string, init: RequestInit = {}): TestRequest {
  const raw = init.body;
  let body: unknown = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return {
    method: init.method ?? 'GET',
    url,
    headers: { ...(init.headers as Record<string, string> | undefined) },
    body,
  };
}

/**
 * An ApiClient whose fetch is a jest mock answered by `respond` (404 problem by default).
 * `token` is stored first; `storage` defaults to an in-memory one (pass window.localStorage to check that).
 */
export function createTestApi({
  respond,
  token,
  storage = memoryStorage(),
  keepReads = false,
  queueStore = memoryQueueStore(),
}: {
  respond?: Respond;
  token?: string;
  storage?: TestStorage;
  /**
   * Keep the reads' answers (in memory) for when fetch fails, and the writes made meanwhile, as the host's client does
   * in IndexedDB.
   */
  keepReads?: boolean;
  /** Where a kept-reads API keeps its queued writes: pass another's to open the app again after a reload. */
  queueStore?: QueueStore;
} = {}): TestApi {
  if (token) storage.setItem('access-token', token);
  const session = createSession(storage);
  const answer: Respond =
    respond ??
    (() => jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json'));
  const fetch = jest.fn(async (url: string, init: RequestInit) => answer(toRequest(url, init)));
  const savedReads = keepReads ? createSavedReads(memorySavedReadStore(), session, storage) : undefined;
  const api = createApiClient({
    session,
    fetch: fetch as unknown as typeof globalThis.fetch,
    savedReads,
    ...(keepReads ? { queueStore, queueHint: storage } : {}),
  });
  return {
    api,
    session,
    storage,
    queueStore,
    fetch,
    requests: () => fetch.mock.calls.map(([url, init]) => toRequest(url, init)),
  };
}

/** The profile a kept-reads test API answers: whose the saved answers are. */
export const TEST_PROFILE = {
  uuid: '9b2f7a4e-0c1d-4e5f-8a9b-0c1d2e3f4a5b',
  email: 'a@example.com',
  preferredLocale: 'en-GB',
} as const;

/**
 * A signed-in test API whose reads are kept, as the host's are: the profile answers TEST_PROFILE and any other read
 * `answer(request)` (an empty collection by default), until `network.down` is set and nothing can be reached.
 */
export function createKeptReadsTestApi(
  answer: (request: TestRequest) => unknown = () => ({ member: [] }),
  { storage, queueStore }: { storage?: TestStorage; queueStore?: QueueStore } = {},
) {
  const network = { down: false };
  const test = createTestApi({
    token: 'tok',
    keepReads: true,
    storage,
    queueStore,
    respond: (request) => {
      if (network.down) throw new TypeError('Failed to fetch');
      return jsonResponse(200, request.url.startsWith('/api/auth/profile') ? TEST_PROFILE : answer(request));
    },
  });
  return { ...test, network };
}

// ---------------------------------------------------------------------------------------------------------------
// Clock.
// ---------------------------------------------------------------------------------------------------------------

/** Everything jest can fake except Date: SWR, user-event and Testing Library keep real timers. */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Fakes only the date: `new Date()` and `Date.now()` answer `now` (and go on from it); timers stay real. */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({ now, doNotFake: [...REAL_TIMERS] });
}

// ---------------------------------------------------------------------------------------------------------------
// Locale.
// ---------------------------------------------------------------------------------------------------------------

const NO_CATALOGS: Record<Locale, Messages> = { 'en-GB': {}, 'nl-NL': {} };

/** Loads the shared catalogs (and a package's own) into the global i18n and activates `locale`. */
export function activateLocale(locale: Locale, catalogs: Record<Locale, Messages> = NO_CATALOGS): void {
  // At once, unlike the app's loadLocale (dynamic imports): tests render synchronously after this.
  i18n.load({ 'en-GB': { ...sharedEn, ...catalogs['en-GB'] }, 'nl-NL': { ...sharedNl, ...catalogs['nl-NL'] } });
  i18n.activate(locale);
}

/** Catalog loaders of a remote under test that brings no messages of its own. */
export const NO_CATALOG_LOADERS = {
  'en-GB': async () => ({ messages: {} }),
  'nl-NL': async () => ({ messages: {} }),
};

// ---------------------------------------------------------------------------------------------------------------
// Rendering.
// ---------------------------------------------------------------------------------------------------------------

/**
 * Fluent's styles without the rules jsdom has no use for. jsdom parses every inserted CSS rule and recomputes styles
 * from all of them on each query; a profile of a dialog test spent over half its time there. Kept: media queries and
 * the rules that decide whether an element shows (display, visibility), which the visibility queries of Testing
 * Library read.
 */
let testRenderer: ReturnType<typeof createDOMRenderer> | undefined;
// On first render, not at import: node-environment tests import this module too, and have no document.
const rendererForTests = () =>
  (testRenderer ??= createDOMRenderer(document, {
    unstable_filterCSSRule: (rule) => rule.startsWith('@media') || /display:|visibility:/.test(rule),
  }));

export interface ProvidersOptions {
  api: ApiClient;
  /** Initial URL of a MemoryRouter; `null` renders no router (e.g. for a component that brings its own). */
  route?: string | null;
  notify?: (toast: ToastRequest) => void;
  /** The host's preloading on intent (RemoteProps.preload). */
  preload?: (to: string) => void;
}

/** Shows the router's current path, to assert navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function Providers({
  api,
  route = '/',
  notify = () => undefined,
  preload,
  children,
}: ProvidersOptions & { children: ReactNode }) {
  const content =
    route === null ? (
      children
    ) : (
      <MemoryRouter initialEntries={[route]} future={ROUTER_FUTURE}>
        {children}
      </MemoryRouter>
    );
  return (
    <RendererProvider renderer={rendererForTests()} targetDocument={document}>
      {/* A fresh SWR cache per render: nothing cached leaks from one test into the next. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProviders api={api}>
          <RemoteServicesContext.Provider value={{ api, notify, preload }}>{content}</RemoteServicesContext.Provider>
        </AppProviders>
      </SWRConfig>
    </RendererProvider>
  );
}

export type ProvidersRenderResult = RenderResult & {
  notify: jest.Mock<void, [ToastRequest]>;
  preload: jest.Mock<void, [string]>;
};

/** Renders `ui` inside AppProviders (Lingui, Fluent, SWR), RemoteServicesContext and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    api,
    route = '/',
    notify,
    preload,
    ...options
  }: Partial<ProvidersOptions> & { api: ApiClient } & Omit<RenderOptions, 'wrapper'>,
): ProvidersRenderResult {
  const notifyMock = jest.fn<void, [ToastRequest]>((toast) => notify?.(toast));
  const preloadMock = jest.fn<void, [string]>((to) => preload?.(to));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers api={api} route={route} notify={notifyMock} preload={preloadMock}>
      {children}
    </Providers>
  );
  return { ...render(ui, { wrapper, ...options }), notify: notifyMock, preload: preloadMock };
}

// ---------------------------------------------------------------------------------------------------------------
// Remote contract.
// ---------------------------------------------------------------------------------------------------------------

export function testLocation(pathname: string, search = ''): RemoteProps['location'] {
  return { pathname, search, hash: '', state: null, key: pathname };
}

/** Props a host would pass to a remote parcel; the navigator records calls. */
export function remoteProps(api: ApiClient, overrides: Partial<RemoteProps> = {}): RemoteProps {
  const navigator = {
    createHref: (to: unknown) => (typeof to === 'string' ? to : ((to as { pathname?: string }).pathname ?? '/')),
    push: jest.fn(),
    replace: jest.fn(),
    go: jest.fn(),
  } as unknown as RemoteProps['navigator'];
  return {
    api,
    locale: 'en-GB',
    location: testLocation('/'),
    navigationType: NavigationType.Pop,
    navigator,
    notify: jest.fn(),
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Answers and queries the page tests share.
// ---------------------------------------------------------------------------------------------------------------

/** A problem+json answer of the given status, as the API sends every error. */
export function problemResponse(status: number): Response {
  return jsonResponse(
    status,
    { type: `/api/errors/${status}`, title: status === 404 ? 'Not Found' : 'Error', status },
    'application/problem+json',
  );
}

/** The text of each cell of each row of a list rendered by SimpleList. */
export function rowsOf(list: HTMLElement): (string | null)[][] {
  return Array.from(list.querySelectorAll('li')).map((row) => Array.from(row.children).map((cell) => cell.textContent));
}
