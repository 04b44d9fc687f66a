import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Page not found`} />
      <EmptyState>
        <Trans>
          This page does not exist. <Link to="/">Go to the dashboard</Link>
        </Trans>
      </EmptyState>
    </>
  );
}
