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
import { DeleteRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** A "Delete item" button that asks before it removes a product from the recipe. */
export function DeleteRecipeItemButton({
  productName,
  onDelete,
}: {
  productName: string;
  onDelete: () => Promise<void>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const changeOpen = (next: boolean) => {
    setFailed(false);
    setOpen(next);
  };

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog modalType="alert" open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button size="small" icon={<DeleteRegular />} aria-label={t`Delete item ${productName}`}>
          {t`Delete item`}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Delete item?`}</DialogTitle>
          <DialogContent>
            {failed ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{t`The item could not be deleted. Try again.`}</MessageBarBody>
              </MessageBar>
            ) : null}
            {t`“${productName}” will be removed from this recipe.`}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary" disabled={busy}>
                {t`Cancel`}
              </Button>
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
