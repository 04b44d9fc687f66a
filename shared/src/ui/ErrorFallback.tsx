import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

/** Inline error of one area of the page, with a retry; the rest of the app keeps working. */
export function ErrorFallback({ onRetry, what }: { onRetry: () => void; what?: string }) {
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          <Trans>This part of the app could not be loaded.</Trans>
        </MessageBarTitle>
        {what ? <span>{what}</span> : <Trans>Check your connection and try again.</Trans>}
      </MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
