import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '@nutrilog/shared/ui';

export function EditIntakeLogPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Edit intake log`} />
      <EmptyState>{t`This intake log could not be found.`}</EmptyState>
    </>
  );
}
