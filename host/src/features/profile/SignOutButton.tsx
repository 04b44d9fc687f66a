import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useOfflineQueue } from '../../lib/offline/useOfflineQueue';
import { useApi } from '../../lib/session';

/**
 * Sign out; with changes not yet synced it warns first, as signing out forgets them with the saved data
 * (docs/product.md, "The app offline"). The queue kept from an earlier visit is read before deciding: a click just
 * after a reload must not sign out past changes not yet loaded.
 */
export function SignOutButton({ onSignOut }: { onSignOut: () => Promise<void> }) {
  const { t } = useLingui();
  const { offlineQueue } = useApi();
  const queue = useOfflineQueue();
  const [open, setOpen] = useState(false);
  const restoreFocusTarget = useRestoreFocusTarget();
  // Waiting or not (refused, deleted elsewhere): every queued change is lost on signing out.
  const unsynced = queue.changes.length;

  async function signOutOrWarn() {
    await offlineQueue?.load();
    if ((offlineQueue?.getSnapshot().changes.length ?? 0) > 0) setOpen(true);
    else await onSignOut();
  }

  const warning = plural(unsynced, { one: '# change has not been synced', other: '# changes have not been synced' });
  return (
    <>
      <Button {...restoreFocusTarget} onClick={() => void signOutOrWarn()}>{t`Sign out`}</Button>
      <Dialog open={open && unsynced > 0} onOpenChange={(_, data) => setOpen(data.open)}>
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
    </>
  );
}
