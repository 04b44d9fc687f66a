import {
  Button,
  Caption1,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular, DismissRegular, EditRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { unitSymbol } from '@nutrilog/shared/format';
import type { IntakeLog } from '@nutrilog/shared/schemas';
import { PreloadingLink, useMediaQuery } from '@nutrilog/shared/ui';
import { AddAmountDialog } from './AddAmountDialog';
import { adjusted, adjustmentOf } from './adjust-steps';
import { AdjustControls } from './AdjustControls';
import { useButtonStyles } from './button-styles';
import { logTime, useLogText } from './log-text';
import { LogNutrients } from './LogNutrients';
import { useLogActions } from './useLogActions';

const useStyles = makeStyles({
  footer: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** Below this width the drawer comes up from the bottom (the md breakpoint, docs/product.md#screens). */
const MOBILE_QUERY = '(max-width: 767px)';

/**
 * A log's drawer: its nutrients, plus and minus buttons for its quantity or amount, an Add amount dialog, a link to its
 * edit form and a
 * delete button. Loaded only when a log is first opened (Fluent's drawer is not needed to paint the dashboard).
 */
export function LogDrawer({ log, open, onClose }: { log: IntakeLog; open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const button = useButtonStyles();
  const { t } = useLingui();
  const text = useLogText();
  const actions = useLogActions(log);
  const [busy, setBusy] = useState(false);
  const adjustment = adjustmentOf(log);
  const owner = log.product ?? log.recipe;
  const amount = text.amount(log);
  const unit = adjustment?.field === 'amount' && owner ? unitSymbol(owner.unit) : null;
  const position = useMediaQuery(MOBILE_QUERY) ? 'bottom' : 'end';

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const adjust = (delta: number) => {
    if (adjustment) void run(() => actions.adjust(adjustment.field, adjusted(adjustment.value, delta)));
  };
  const remove = () =>
    void run(async () => {
      if (await actions.remove()) onClose();
    });

  return (
    // Not modal: the day's cards stay in view (and readable) while a log is adjusted, and another log can be opened.
    <OverlayDrawer
      modalType="non-modal"
      open={open}
      onOpenChange={(_, data) => !data.open && onClose()}
      position={position}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t`Close`} icon={<DismissRegular />} onClick={onClose} />}
        >
          {text.title(log)}
        </DrawerHeaderTitle>
        <Caption1>{amount ? `${logTime(log)} · ${amount}` : logTime(log)}</Caption1>
      </DrawerHeader>
      <DrawerBody>
        {adjustment ? (
          <>
            <AdjustControls adjustment={adjustment} unit={unit} busy={busy} onAdjust={adjust} />
            <AddAmountDialog
              adjustment={adjustment}
              unit={unit}
              disabled={busy}
              onSave={(total) => actions.change(adjustment.field, total)}
            />
          </>
        ) : null}
        <LogNutrients nutrients={log.effectiveNutrients} />
      </DrawerBody>
      <DrawerFooter className={styles.footer}>
        <PreloadingLink to={`/intake-logs/${log.uuid}/edit`} className={button.button}>
          <EditRegular fontSize={20} aria-hidden />
          {t`Edit`}
        </PreloadingLink>
        <Button icon={<DeleteRegular />} disabled={busy} onClick={remove}>
          {t`Delete`}
        </Button>
      </DrawerFooter>
    </OverlayDrawer>
  );
}
