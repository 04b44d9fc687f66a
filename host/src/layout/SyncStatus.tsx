import { Button, makeStyles, MessageBar, MessageBarBody, MessageBarTitle, tokens } from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, recordPathOf, type QueuedChange } from '@nutrilog/shared/api-client';
import { useOfflineQueue, waitingCount } from '../lib/offline/useOfflineQueue';
import { useApi } from '../lib/session';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalL },
  list: { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type ChangeKind = 'product' | 'weight' | 'intake';

/** What record a queued change is of, from the path it is sent to. */
const kindOf = (change: QueuedChange): ChangeKind =>
  change.path === API_PATHS.products ? 'product' : change.path.startsWith(API_PATHS.weightLogs) ? 'weight' : 'intake';

/** "New weight log", "Change to an intake log", "New product": what a queued change was, in the user's words. */
function useChangeName() {
  const { t } = useLingui();
  return (change: QueuedChange): string => {
    const kind = kindOf(change);
    if (kind === 'product') return t`New product`;
    if (change.method === 'POST') return kind === 'weight' ? t`New weight log` : t`New intake log`;
    if (change.method === 'PATCH') return kind === 'weight' ? t`Change to a weight log` : t`Change to an intake log`;
    return kind === 'weight' ? t`Deleting a weight log` : t`Deleting an intake log`;
  };
}

/**
 * Where the user corrects a change the API refused: the intake log's or the product's edit page, or the weight page
 * with the log's dialog open. Saving there sends the corrected change in the refused one's place (docs/architecture.md, "Offline").
 */
function editRouteOf(change: QueuedChange): string | null {
  if (change.status !== 'rejected' || change.method === 'DELETE') return null;
  const uuid = recordPathOf(change).split('/').pop()!;
  const routes: Record<ChangeKind, string> = {
    product: `/products/${uuid}/edit`,
    weight: `/weight?edit=${uuid}`,
    intake: `/intake-logs/${uuid}/edit`,
  };
  return routes[kindOf(change)];
}

/**
 * The offline queue as the user sees it (docs/product.md, "The app offline"): how many changes wait to sync, and the
 * ones that cannot be sent, each with why, a Discard, and for a refused one an Edit where the user corrects it.
 */
export function SyncStatus() {
  const styles = useStyles();
  const { t } = useLingui();
  const { offlineQueue } = useApi();
  const state = useOfflineQueue();
  const nameOf = useChangeName();
  const navigate = useNavigate();
  const waiting = waitingCount(state);
  const stuck = state.changes.filter((c) => c.status !== 'waiting');
  return (
    <>
      {waiting > 0 ? (
        <MessageBar className={styles.bar} intent="info" role="status">
          <MessageBarBody>
            {plural(waiting, { one: '# change waiting to sync', other: '# changes waiting to sync' })}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {stuck.length > 0 ? (
        <MessageBar className={styles.bar} intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t`Needs your attention`}</MessageBarTitle>
            <ul className={styles.list} aria-label={t`Needs your attention`}>
              {stuck.map((change) => {
                const name = nameOf(change);
                const problem = change.problem ?? '';
                const edit = editRouteOf(change);
                return (
                  <li key={change.key} className={styles.item}>
                    <span>
                      {name}:{' '}
                      {change.status === 'conflict'
                        ? t`Could not sync: deleted elsewhere`
                        : t`Could not sync: ${problem}`}
                    </span>
                    {edit ? (
                      <Button size="small" onClick={() => navigate(edit)}>
                        {t`Edit`}
                      </Button>
                    ) : null}
                    <Button size="small" onClick={() => void offlineQueue?.discard(change.key)}>
                      {t`Discard`}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
