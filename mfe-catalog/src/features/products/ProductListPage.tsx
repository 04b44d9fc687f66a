import { Field, makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiResourceState, PageHeader } from '@nutrilog/shared/ui';
import { FoodDatabaseDialog } from './FoodDatabaseDialog';
import { ProductGroups } from './ProductGroups';
import { useProductSearch } from './useProductSearch';

/** Below this width the layout is the mobile one (the md breakpoint, docs/product.md#screens). */
const MOBILE_MAX_WIDTH = 767;

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  // On desktop the host's top bar links to the recipes; on mobile this page does.
  mobileOnly: { [`@media (min-width: ${MOBILE_MAX_WIDTH + 1}px)`]: { display: 'none' } },
  search: { marginBottom: tokens.spacingVerticalL, maxWidth: '400px' },
});

export function ProductListPage() {
  const styles = useStyles();
  const { t } = useLingui();
  const [text, setText] = useState('');
  const { term, result } = useProductSearch(text);
  // While a search loads, the previous results stay on screen; an empty previous result would read as the
  // answer to the new search, so that case shows as loading.
  const previous = result.isLoading ? result.data : undefined;
  const resource = { ...result, isLoading: previous === undefined ? result.isLoading : previous.totalItems === 0 };

  return (
    <>
      <PageHeader
        title={t`Products`}
        actions={
          <div className={styles.actions}>
            <Link to="/recipes" className={styles.mobileOnly}>
              {t`Recipes`}
            </Link>
            <Link to="/products/create">{t`Create product`}</Link>
            <FoodDatabaseDialog />
          </div>
        }
      />
      <Field label={t`Search products`} className={styles.search}>
        <SearchBox value={text} onChange={(_, data) => setText(data.value)} />
      </Field>
      <ApiResourceState
        result={resource}
        isEmpty={(data) => data.totalItems === 0}
        empty={
          term ? (
            t`No results found.`
          ) : (
            <>
              {t`No products yet.`} <Link to="/products/create">{t`Create your first product`}</Link>
            </>
          )
        }
      >
        {(data) => <ProductGroups products={data.member} />}
      </ApiResourceState>
    </>
  );
}
