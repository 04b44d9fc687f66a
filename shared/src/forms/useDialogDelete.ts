import { useState } from 'react';

/**
 * The Delete action of an edit dialog: `remove(deleteIt)` runs the deletion, then `onDone`; on failure it shows
 * `failureMessage` as the dialog's failure. `deleting` is true while it runs (the dialog is busy).
 */
export function useDialogDelete(options: {
  onDone: () => void;
  setFailure: (failure: string | null) => void;
  failureMessage: string;
}) {
  const [deleting, setDeleting] = useState(false);
  const remove = async (deleteIt: () => Promise<void>) => {
    options.setFailure(null);
    setDeleting(true);
    try {
      await deleteIt();
      options.onDone();
    } catch {
      options.setFailure(options.failureMessage);
    } finally {
      setDeleting(false);
    }
  };
  return { deleting, remove };
}
