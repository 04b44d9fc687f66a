import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useSWRConfig } from 'swr';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { DATA_TRANSFER_PATHS, MAX_IMPORT_CSV_BYTES, MAX_IMPORT_JSON_BYTES } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import type { DataImportSummary, WeightLogImportSummary } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { DownloadButtons } from './DownloadButtons';
import { FileImportField } from './FileImportField';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
    marginTop: tokens.spacingVerticalXXL,
  },
  heading: { margin: 0, ...typographyStyles.subtitle1 },
  text: { margin: 0, ...typographyStyles.body1 },
});

/** "Your data" on the profile page: download everything, import an export into an empty account, import weight logs. */
export function DataTransferSection() {
  const styles = useStyles();
  const { t } = useLingui();
  const { api } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const headingId = useId();

  async function importExport(file: File) {
    await api.postFile<DataImportSummary>(DATA_TRANSFER_PATHS.importJson, file, 'application/json');
    // Every page's data (and the profile's language) changed.
    await mutate(() => true);
    return t`Your data was imported`;
  }

  async function importWeightLogs(file: File) {
    // The bytes as saved: an older Excel's Windows-1252 is read as such by the API, where the browser would read it as
    // UTF-8.
    const summary = await api.postFile<WeightLogImportSummary>(
      DATA_TRANSFER_PATHS.importWeightLogsCsv,
      file,
      'text/csv',
      { timezone: browserTimeZone() },
    );
    await mutate(underPath(API_PATHS.weightLogs));
    const imported = plural(summary.imported, { one: '# weight log imported', other: '# weight logs imported' });
    if (summary.skipped === 0) return imported;
    return `${imported}, ${plural(summary.skipped, { one: '# was logged already', other: '# were logged already' })}`;
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>{t`Your data`}</h2>
      <p
        className={styles.text}
      >{t`Download a copy of everything you keep in Nutrilog, or bring an export into this account.`}</p>
      <DownloadButtons />
      <FileImportField
        label={t`Import an export (JSON)`}
        hint={t`Only into an account without any products, recipes, logs or goals yet. \
A file that has a problem changes nothing.`}
        accept=".json,application/json"
        maxBytes={MAX_IMPORT_JSON_BYTES}
        upload={importExport}
      />
      <FileImportField
        label={t`Import weight logs (CSV)`}
        hint={t`A header row with the columns date (YYYY-MM-DD) and weight, \
and if you like time, unit and body_fat_percentage. Weigh-ins you logged already are skipped.`}
        accept=".csv,text/csv"
        maxBytes={MAX_IMPORT_CSV_BYTES}
        upload={importWeightLogs}
      />
    </section>
  );
}
