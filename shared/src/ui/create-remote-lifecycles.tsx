import type { Messages } from '@lingui/core';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { Locale } from '../domain/auth';
import type { RemoteProps } from '../remote-contract';
import { loadCatalogs } from '../i18n/catalogs';
import { RemoteRoot } from './RemoteRoot';

export type Catalogs = Record<Locale, Messages>;

/**
 * Turns a remote's routes into single-spa-react parcel lifecycles, the one thing a remote exposes.
 * The remote's messages are merged into the shared i18n instance before its first render.
 */
export function createRemoteLifecycles(Routes: React.ComponentType, catalogs: Catalogs, buildLabel = 'dev') {
  // Once, not in render: every i18n.load() notifies the host's I18nProvider, which would update the parcel again.
  loadCatalogs(catalogs);
  function Root(props: RemoteProps) {
    return (
      <div data-build-label={buildLabel} style={{ display: 'contents' }}>
        <RemoteRoot props={props} Routes={Routes} />
      </div>
    );
  }
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    suppressComponentDidCatchWarning: true,
  });
}
