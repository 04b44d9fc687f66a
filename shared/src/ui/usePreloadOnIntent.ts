import { useMemo } from 'react';
import { useRemoteServices } from './remote-context';

export interface IntentHandlers {
  onMouseEnter(): void;
  onFocus(): void;
  onTouchStart(): void;
}

/**
 * Handlers for a link or button that opens the page at `to`: pointing at, focusing or touching it starts loading
 * that page's code and first data through the host (docs/decisions.md, "Preloading on intent").
 */
export function usePreloadOnIntent(to: string): IntentHandlers {
  const { preload } = useRemoteServices();
  return useMemo(() => {
    const start = () => preload?.(to);
    return { onMouseEnter: start, onFocus: start, onTouchStart: start };
  }, [preload, to]);
}
