import {
  Button,
  Checkbox,
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
import { CopyRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export interface DuplicateProductDialogProps {
  name: string;
  /** Creates the copy; the dialog stays open (busy) until it settles, and shows an error when it fails. */
  onDuplicate: (copyPortions: boolean) => Promise<void>;
}

/** A Duplicate button that asks whether the copy gets the portions too (yes unless unchecked). */
export function DuplicateProductDialog({ name, onDuplicate }: DuplicateProductDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [copyPortions, setCopyPortions] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const changeOpen = (next: boolean) => {
    if (next) {
      setCopyPortions(true);
      setFailed(false);
    }
    setOpen(next);
  };

  const duplicate = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDuplicate(copyPortions);
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<CopyRegular />}>{t`Duplicate`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Duplicate “${name}”`}</DialogTitle>
          <DialogContent>
            {failed ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t`The product could not be duplicated. Try again.`}</MessageBarBody>
              </MessageBar>
            ) : null}
            <Checkbox
              label={t`Copy portions`}
              checked={copyPortions}
              onChange={(_, data) => setCopyPortions(data.checked === true)}
            />
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t`Cancel`}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void duplicate()} disabled={busy}>
              {t`Duplicate`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
