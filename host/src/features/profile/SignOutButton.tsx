import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOfflineQueue } from '../../lib/offline/useOfflineQueue';

/**
 * Sign out; with changes not yet synced it warns first, as signing out forgets them with the saved data
 * (docs/product.md, "The app offline").
 */
export function SignOutButton({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useLingui();
  const queue = useOfflineQueue();
  const [open, setOpen] = useState(false);
  // Waiting or not (refused, deleted elsewhere): every queued change is lost on signing out.
  const unsynced = queue.changes.length;
  if (unsynced === 0) return <Button onClick={() => void onSignOut()}>{t`Sign out`}</Button>;
  const warning = plural(unsynced, { one: '# change has not been synced', other: '# changes have not been synced' });
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button>{t`Sign out`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{warning}</DialogTitle>
          <DialogContent>
            {t`Signing out now deletes the changes not yet synced from this device. Go online first to keep them.`}
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="secondary">{t`Cancel`}</Button>
            </DialogTrigger>
            <Button appearance="primary" onClick={() => void onSignOut()}>
              {t`Sign out anyway`}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
