import { Body1, Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { productKey } from '@nutrilog/shared/api-client';
import type { Collection } from '@nutrilog/shared/domain';
import type { Product, ProductIntakeHistoryItem } from '@nutrilog/shared/schemas';
import { ApiResourceState, SimpleList } from '@nutrilog/shared/ui';
import { useHistoryRow } from './useHistoryRow';

/** Intake history pages hold 10 logs (docs/product.md#numbers-and-limits). */
const HISTORY_PAGE_SIZE = 10;

const historyKey = (uuid: string, page: number) =>
  [`${productKey(uuid)}/intake_log_history`, { 'order[date]': 'desc', itemsPerPage: HISTORY_PAGE_SIZE, page }] as const;

const useStyles = makeStyles({
  section: { marginTop: tokens.spacingVerticalXXL },
  heading: { display: 'block', marginBottom: tokens.spacingVerticalS },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginTop: tokens.spacingVerticalM },
});

/** The times the product was logged, newest first, 10 per page, under the total count. */
export function IntakeHistory({ product }: { product: Product }) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const row = useHistoryRow(product.unit);
  const [page, setPage] = useState(1);
  const result = useSWR<Collection<ProductIntakeHistoryItem>>(historyKey(product.uuid, page), {
    keepPreviousData: true,
  });
  const total = result.data?.totalItems ?? product.intakeLogCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        <Plural value={total} _0="Not logged yet" one="Logged once" other="Logged # times" />
      </Subtitle1>
      <ApiResourceState result={{ ...result, isLoading: result.isLoading && result.data === undefined }}>
        {(history) =>
          history.totalItems === 0 ? null : (
            <>
              <SimpleList
                label={t`Intake history`}
                items={history.member.map((item) => ({ key: item.uuid, ...row(item) }))}
              />
              {pages > 1 ? (
                <nav className={styles.pager} aria-label={t`Intake history pages`}>
                  <Button icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {t`Previous`}
                  </Button>
                  <Body1>{t`Page ${page} of ${pages}`}</Body1>
                  <Button
                    icon={<ChevronRightRegular />}
                    iconPosition="after"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    {t`Next`}
                  </Button>
                </nav>
              ) : null}
            </>
          )
        }
      </ApiResourceState>
    </section>
  );
}
