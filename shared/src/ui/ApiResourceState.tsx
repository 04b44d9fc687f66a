import type { ReactNode } from 'react';
import type { SWRResponse } from 'swr';
import { ApiError } from '@nutrilog/shared/api-client';
import { EmptyState } from './EmptyState';
import { ErrorFallback } from './ErrorFallback';
import { LoadingArea } from './LoadingArea';

/**
 * Renders the state of one API read: loading, failed (with a retry), not found, empty, or the data.
 * `isEmpty` decides when loaded data counts as empty (e.g. a collection with totalItems 0).
 */
export function ApiResourceState<T>({
  result,
  empty,
  notFound,
  isEmpty = () => false,
  children,
}: {
  result: Pick<SWRResponse<T, unknown>, 'data' | 'error' | 'isLoading' | 'mutate'>;
  empty?: ReactNode;
  notFound?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children?: (data: T) => ReactNode;
}) {
  const { data, error, isLoading, mutate } = result;
  if (error instanceof ApiError && error.status === 404 && notFound) return <EmptyState>{notFound}</EmptyState>;
  if (error) return <ErrorFallback onRetry={() => void mutate()} />;
  if (isLoading || data === undefined) return <LoadingArea />;
  if (isEmpty(data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children?.(data)}</>;
}
