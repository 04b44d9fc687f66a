import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular, FoodRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import type { Product } from '@nutrilog/shared/schemas';
import { PreloadingLink, usePreloadOnIntent } from '@nutrilog/shared/ui';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PortionDialog } from '../../components/PortionDialog';
import { DuplicateProductDialog } from './DuplicateProductDialog';
import type { ProductActions as Actions } from './useProductActions';

const useStyles = makeStyles({
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalL,
  },
});

/** What can be done with a product: add a portion, log it, edit, duplicate or delete it. */
export function ProductActions({ product, actions }: { product: Product; actions: Actions }) {
  const styles = useStyles();
  const { t } = useLingui();
  const navigate = useNavigate();
  const logProduct = `/create-intake-log?product=${product.uuid}`;
  const logProductIntent = usePreloadOnIntent(logProduct);
  return (
    <div className={styles.actions}>
      <PortionDialog
        trigger={<Button icon={<AddRegular />}>{t`Add portion`}</Button>}
        title={t`Add portion`}
        unit={product.unit}
        onSubmit={actions.addPortion}
      />
      <Button appearance="primary" icon={<FoodRegular />} onClick={() => navigate(logProduct)} {...logProductIntent}>
        {t`Log product`}
      </Button>
      <PreloadingLink to={`/products/${product.uuid}/edit`}>
        <EditRegular aria-hidden /> {t`Edit`}
      </PreloadingLink>
      <DuplicateProductDialog name={product.name} onDuplicate={actions.duplicate} />
      <ConfirmDeleteDialog name={product.name} onConfirm={actions.remove} />
    </div>
  );
}
