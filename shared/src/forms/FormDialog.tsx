import { Dialog, DialogSurface, DialogTrigger } from '@fluentui/react-components';
import { Fragment, useState, type ReactElement, type ReactNode } from 'react';

/** Opened by its own trigger button. */
interface TriggeredFormDialog {
  /** The button that opens the dialog. */
  trigger: ReactElement;
}

/** Opened and closed by its owner (e.g. a list whose rows open it). */
interface ControlledFormDialog {
  open: boolean;
  /** Counts the openings: each one gets a fresh form. */
  opening: number;
  onClose: () => void;
}

export type FormDialogProps = (TriggeredFormDialog | ControlledFormDialog) & {
  /** The form (a FormDialogBody inside), given the function that closes the dialog once saved or deleted. */
  children: (close: () => void) => ReactNode;
};

/**
 * A dialog holding a form. Each opening mounts a fresh form, even one that reopens while the last is still fading
 * out, so nothing typed into a cancelled dialog shows again and nothing is fetched for a closed one.
 */
export function FormDialog(props: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [ownOpening, setOwnOpening] = useState(0);
  const triggered = 'trigger' in props;
  const open = triggered ? ownOpen : props.open;
  const opening = triggered ? ownOpening : props.opening;
  const close = triggered ? () => setOwnOpen(false) : props.onClose;

  const changeOpen = (next: boolean) => {
    if (!triggered) {
      if (!next) props.onClose();
      return;
    }
    if (next) setOwnOpening((count) => count + 1);
    setOwnOpen(next);
  };

  const surface = (
    <DialogSurface>
      <Fragment key={opening}>{props.children(close)}</Fragment>
    </DialogSurface>
  );
  return triggered ? (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>{props.trigger}</DialogTrigger>
      {surface}
    </Dialog>
  ) : (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      {surface}
    </Dialog>
  );
}
