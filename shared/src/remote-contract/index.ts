import type { Location, NavigationType, Navigator } from 'react-router-dom';
import type { ApiClient } from '@nutrilog/shared/api-client';
import type { Locale } from '@nutrilog/shared/domain';
import contractVersion from './contract-version.json';

/**
 * The version of this contract (RemoteProps, the exposed module, the chunk loading global). A remote's build records
 * the version it implements and a host's build the versions it can mount; a release whose version the live host does
 * not support is refused (docs/architecture.md, "Releasing a remote"). Raise it on a change a host or remote built
 * before it cannot follow, and keep the older version in the host's list for as long as the host still mounts it.
 * In a JSON file because the build tooling (shared/build/releases/build-metadata.mjs) reads it too.
 */
export const REMOTE_CONTRACT_VERSION: number = contractVersion.remoteContractVersion;
/** The contract versions a host built from this source can mount. */
export const HOST_SUPPORTED_REMOTE_CONTRACT_VERSIONS: readonly number[] =
  contractVersion.hostSupportedRemoteContractVersions;

/** The four independently deployed remotes, by their Module Federation name. */
export const REMOTE_NAMES = ['intake', 'catalog', 'statistics', 'weight'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every remote exposes exactly this module: its routes as single-spa-react parcel lifecycles. */
export const REMOTE_ROUTES_MODULE = 'routes';

export type ToastIntent = 'success' | 'error' | 'info' | 'warning';
export interface ToastRequest {
  intent: ToastIntent;
  title: string;
  /** Where the toast shows; the weight screen uses top center (docs/product.md#notices-and-state-changes). */
  position?: 'bottom-end' | 'top';
}

/**
 * The one contract between the host and a remote, passed as parcel props on mount and on every update.
 * The remote follows the host's URL: it renders `<Router location navigator navigationType>` from these.
 */
export interface RemoteProps {
  api: ApiClient;
  locale: Locale;
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
  notify(toast: ToastRequest): void;
  /**
   * Starts loading what the page at `to` needs, on intent (a link pointed at, focused or touched): its remote's code
   * and its first data. Optional: a host built before it passes none, and a remote then just does not preload.
   */
  preload?(to: string): void;
}

/**
 * What a remote's exposed lifecycles may carry beside single-spa's: the preloading of its own pages (their lazy code
 * and first data) for a path it renders, which the host's `preload` calls once the remote's code is there.
 */
export interface RemotePagePreloading {
  preloadPage?(to: string, api: ApiClient): void;
}

/**
 * The global array through which a remote's chunks reach its webpack runtime (`output.chunkLoadingGlobal`, which
 * shared/build/webpack.mjs sets to this). A copy of the runtime takes every chunk already in it, so the host empties
 * it before loading a remote anew: otherwise the new copy would run the modules of the chunks the old one loaded.
 */
export const chunkLoadingGlobal = (name: RemoteName): string => `webpackChunk${name}`;

/** Remote URLs the host learns at run time from /remotes.json: name → mf-manifest.json URL. */
export type RemotesConfig = Record<RemoteName, string>;

export const TOAST_TIMEOUT_MS = 2000;
