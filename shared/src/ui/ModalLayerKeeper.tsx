import { useFocusFinders } from '@fluentui/react-components';

/**
 * Keeps Fluent's focus manager (tabster) alive for the whole life of a React root. A dialog hides the rest of the
 * page (aria-hidden) and tabster un-hides it shortly after the dialog closes; when the page that held the dialog
 * unmounts at once (delete, then go to the list), the last tabster user goes away first and the next page would
 * stay hidden from assistive technology (microsoft/tabster#530). `useFocusFinders` holds tabster's core only,
 * which the first page loads anyway (the modal layer itself comes with the first dialog).
 */
export function ModalLayerKeeper() {
  useFocusFinders();
  return null;
}
