import {
  Button,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogBodyProps {
  title: string;
  /** Said above the fields when saving failed for a reason the fields do not show. */
  failure: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Deletes the record being edited: a Delete button at the start of the footer. */
  onDelete?: () => void;
  children: ReactNode;
}

/**
 * The inside of a dialog with a form: its title, a failure above the fields, the fields, and Delete / Cancel / Save.
 */
export function FormDialogBody({ title, failure, busy, onSubmit, onDelete, children }: FormDialogBodyProps) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          {failure ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{failure}</MessageBarBody>
            </MessageBar>
          ) : null}
          {children}
        </DialogContent>
        {onDelete ? (
          <DialogActions position="start">
            <Button onClick={onDelete} disabled={busy}>
              {t`Delete`}
            </Button>
          </DialogActions>
        ) : null}
        <DialogActions>
          <DialogTrigger disableButtonEnhancement>
            <Button appearance="secondary" disabled={busy}>
              {t`Cancel`}
            </Button>
          </DialogTrigger>
          <Button appearance="primary" type="submit" disabled={busy}>
            {t`Save`}
          </Button>
        </DialogActions>
      </DialogBody>
    </form>
  );
}
