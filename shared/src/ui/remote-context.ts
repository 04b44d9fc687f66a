import { createContext, useContext } from 'react';
import type { RemoteProps } from '@nutrilog/shared/remote-contract';

export type RemoteServices = Pick<RemoteProps, 'api' | 'notify' | 'preload'>;

export const RemoteServicesContext = createContext<RemoteServices | null>(null);

/** The host's API client, toasts and preloading, as a feature inside a remote (or the host itself) sees them. */
export function useRemoteServices(): RemoteServices {
  const services = useContext(RemoteServicesContext);
  if (!services) throw new Error('useRemoteServices must be used inside RemoteRoot or the host providers');
  return services;
}
