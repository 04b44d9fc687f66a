import { Spinner } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

export function LoadingArea() {
  const { t } = useLingui();
  return <Spinner size="medium" label={t`Loading…`} style={{ padding: 32 }} />;
}
