import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  MessageBar,
  MessageBarBody,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export interface ConfirmDeleteDialogProps {
  /** The name of what is deleted, shown in quotes. */
  name: string;
  /** Deletes; the dialog stays open (busy) until it settles, and closes on success. */
  onConfirm: () => Promise<void>;
}

/**
 * A Delete button that asks first (docs/product.md#error-messages): "You're about to permanently delete “name”.
 * This action cannot be reversed."
 */
export function ConfirmDeleteDialog({ name, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_, data) => {
        setOpen(data.open);
        setFailed(false);
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button>{t`Delete`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Delete “${name}”?`}</DialogTitle>
          <DialogContent>
            {t`You're about to permanently delete “${name}”.`} {t`This action cannot be reversed.`}
            {failed && (
              <MessageBar intent="error">
                <MessageBarBody>{t`It could not be deleted. Please try again.`}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t`Cancel`}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void confirm()} disabled={busy}>
              {t`Delete`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
