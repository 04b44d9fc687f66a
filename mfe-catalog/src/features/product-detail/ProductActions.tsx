import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular, FoodRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '@nutrilog/shared/domain';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PortionDialog } from '../../components/PortionDialog';
import { DuplicateProductDialog } from './DuplicateProductDialog';
import type { ProductActions as Actions } from './useProductActions';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalL },
});

/** What can be done with a product: add a portion, log it, edit, duplicate or delete it. */
export function ProductActions({ product, actions }: { product: Product; actions: Actions }) {
  const styles = useStyles();
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      <PortionDialog trigger={<Button icon={<AddRegular />}>{t`Add portion`}</Button>} title={t`Add portion`} unit={product.unit} onSubmit={actions.addPortion} />
      <Button appearance="primary" icon={<FoodRegular />} onClick={() => navigate(`/create-intake-log?product=${product.uuid}`)}>
        {t`Log product`}
      </Button>
      <Link to={`/products/${product.uuid}/edit`}>
        <EditRegular aria-hidden /> {t`Edit`}
      </Link>
      <DuplicateProductDialog name={product.name} onDuplicate={actions.duplicate} />
      <ConfirmDeleteDialog name={product.name} onConfirm={actions.remove} />
    </div>
  );
}
