import { FluentProvider } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback, lightTheme } from '@nutrilog/shared/ui';

interface State {
  error: Error | null;
}

/**
 * A remote root's outermost boundary (single-spa-react's `errorBoundaryClass`). The page's own ErrorBoundary is
 * inside the root's providers and router; an error above it (a provider, the router, the root's props) would
 * unmount the whole React root, and the parcel would never finish mounting: an empty area. This one shows the
 * inline error with Retry instead, with the providers the error fallback needs of its own.
 */
export class RemoteRootBoundary<Props extends object = object> extends Component<Props & { children?: ReactNode }, State> {
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
      <I18nProvider i18n={i18n}>
        <FluentProvider theme={lightTheme} style={{ background: 'transparent' }}>
          <ErrorFallback onRetry={() => this.setState({ error: null })} />
        </FluentProvider>
      </I18nProvider>
    );
  }
}
