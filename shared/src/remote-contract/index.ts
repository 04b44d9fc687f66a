import type { Location, NavigationType, Navigator } from 'react-router-dom';
import type { ApiClient } from '@nutrilog/shared/api-client';
import type { Locale } from '@nutrilog/shared/domain';

/** The four independently deployed remotes, by their Module Federation name. */
export const REMOTE_NAMES = ['intake', 'catalog', 'statistics', 'weight'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Every remote exposes exactly this module: its routes as single-spa-react parcel lifecycles. */
export const REMOTE_ROUTES_MODULE = 'routes';

export type ToastIntent = 'success' | 'error' | 'info' | 'warning';
export interface ToastRequest {
  intent: ToastIntent;
  title: string;
  /** Where the toast shows; the weight screen uses top center (spec section 4). */
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
