import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, LocaleAndThemeProviders } from '@nutrilog/shared/ui';

interface State {
  error: Error | null;
}

/**
 * A remote root's outermost boundary (single-spa-react's `errorBoundaryClass`). The page's own ErrorBoundary is
 * inside the root's providers and router; an error above it (a provider, the router, the root's props) would
 * unmount the whole React root, and the parcel would never finish mounting: an empty area. This one shows the
 * inline error with Retry instead, with the providers the error fallback needs of its own.
 */
export class RemoteRootBoundary<Props extends object = object> extends Component<
  Props & { children?: ReactNode },
  State
> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Remote root failed to render', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <LocaleAndThemeProviders>
        <ErrorFallback onRetry={() => this.setState({ error: null })} />
      </LocaleAndThemeProviders>
    );
  }
}
