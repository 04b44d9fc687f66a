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

export interface RecipeFormDialogBodyProps {
  title: string;
  /** Said above the fields when saving failed for a reason the fields do not show. */
  failure: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** The inside of a recipe dialog: a form with its title, fields, and Cancel / Save. */
export function RecipeFormDialogBody({ title, failure, busy, onSubmit, children }: RecipeFormDialogBodyProps) {
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
