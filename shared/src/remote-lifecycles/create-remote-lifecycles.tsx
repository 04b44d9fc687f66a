import { i18n } from '@lingui/core';
import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import type { AppProps } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { ApiClient } from '@nutrilog/shared/api-client';
import { SUPPORTED_LOCALES } from '@nutrilog/shared/domain';
import { loadLocale, registerCatalogs, type CatalogLoaders } from '@nutrilog/shared/i18n';
import type { RemotePagePreloading, RemoteProps } from '@nutrilog/shared/remote-contract';
import { RemoteRoot } from '@nutrilog/shared/ui';
import { RemoteRootBoundary } from './RemoteRootBoundary';

export interface RemoteLifecycleOptions {
  /** The release the remote was built as, on its root element (`data-build-label`). */
  buildLabel?: string;
  /** Preloads a page of the remote on intent: its lazy code and first data (RemotePagePreloading). */
  preloadPage?: RemotePagePreloading['preloadPage'];
  /**
   * Starts the reads of the page the remote mounts on, beside its messages, so they are under way before its first
   * render rather than after it. Only for the mount: a read started on intent may be used long after it answered.
   */
  startPageReads?: (to: string, api: ApiClient) => void;
}

/**
 * React DOM's client whose roots render in a transition, as the host's first render does: React yields to the page
 * every few milliseconds while it renders a remote's page, instead of one long task for the whole tree
 * (docs/performance.md, "The remote's render as a transition").
 */
const transitionRoots = {
  createRoot(container: Element | DocumentFragment) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (children: React.ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

/**
 * Turns a remote's routes into single-spa-react parcel lifecycles, the one thing a remote exposes.
 * The remote's messages of the page's locale are loaded into the shared i18n instance before it mounts, and
 * before an update that changes the locale.
 */
export function createRemoteLifecycles(
  Routes: React.ComponentType,
  catalogs: CatalogLoaders,
  { buildLabel = 'dev', preloadPage, startPageReads }: RemoteLifecycleOptions = {},
) {
  registerCatalogs(catalogs);
  function Root(props: RemoteProps) {
    return (
      <div data-build-label={buildLabel} style={{ display: 'contents' }}>
        <RemoteRoot props={props} Routes={Routes} />
      </div>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: transitionRoots as unknown as typeof ReactDOMClient,
    rootComponent: Root,
    errorBoundaryClass: RemoteRootBoundary<RemoteProps & AppProps>,
  });
  type Props = Parameters<typeof lifecycles.mount>[0];
  return {
    ...lifecycles,
    preloadPage: (to: string, api: ApiClient) => {
      // The remote's messages in the shell's language too, which mounting would otherwise fetch first.
      const locale = SUPPORTED_LOCALES.find((supported) => supported === i18n.locale);
      if (locale !== undefined) void loadLocale(locale).catch(() => undefined);
      preloadPage?.(to, api);
    },
    mount: async (props: Props) => {
      startPageReads?.(props.location.pathname + props.location.search, props.api);
      await loadLocale(props.locale);
      return lifecycles.mount(props);
    },
    update: async (props: Props) => {
      await loadLocale(props.locale);
      return lifecycles.update!(props);
    },
  };
}
