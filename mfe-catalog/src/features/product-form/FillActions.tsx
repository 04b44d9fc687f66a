import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useHasVideoInput } from '../../components/camera';
import { BarcodeFillDialog } from './BarcodeFillDialog';
import type { ProductFormApi } from './fill-form';
import { PhotoFillButton } from './PhotoFillButton';
import { TextFillDialog } from './TextFillDialog';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The ways to fill in a new product (docs/product.md#creating-a-product); camera ones only on a device with a camera.
 */
export function FillActions({ form }: { form: ProductFormApi }) {
  const styles = useStyles();
  const { t } = useLingui();
  const hasCamera = useHasVideoInput();
  return (
    <div role="group" aria-label={t`Fill in`} className={styles.actions}>
      <BarcodeFillDialog form={form} canScan={hasCamera} />
      <TextFillDialog form={form} />
      {hasCamera ? <PhotoFillButton form={form} /> : null}
    </div>
  );
}
