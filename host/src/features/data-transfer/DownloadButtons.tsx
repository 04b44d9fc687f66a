import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DATA_TRANSFER_PATHS } from '@nutrilog/shared/domain';
import { browserTimeZone } from '@nutrilog/shared/format';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { saveFile } from './save-file';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  error: { color: tokens.colorPaletteRedForeground1, marginTop: tokens.spacingVerticalXS },
});

interface DownloadChoice {
  label: string;
  path: string;
  /** The name when the answer gives none. */
  filename: string;
}

/** The three downloads: everything as JSON, intake logs and weight logs as CSV (local dates in the browser's zone). */
export function DownloadButtons() {
  const styles = useStyles();
  const { t } = useLingui();
  const { api } = useRemoteServices();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const choices: DownloadChoice[] = [
    { label: t`Download all data (JSON)`, path: DATA_TRANSFER_PATHS.exportJson, filename: 'nutrilog-export.json' },
    {
      label: t`Download intake logs (CSV)`,
      path: DATA_TRANSFER_PATHS.exportIntakeLogsCsv,
      filename: 'nutrilog-intake-logs.csv',
    },
    {
      label: t`Download weight logs (CSV)`,
      path: DATA_TRANSFER_PATHS.exportWeightLogsCsv,
      filename: 'nutrilog-weight-logs.csv',
    },
  ];

  async function download(choice: DownloadChoice) {
    setBusy(choice.path);
    setFailed(false);
    try {
      const query = choice.path === DATA_TRANSFER_PATHS.exportJson ? undefined : { timezone: browserTimeZone() };
      const file = await api.download(choice.path, query);
      saveFile(file.blob, file.filename ?? choice.filename);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div>
      <div className={styles.buttons}>
        {choices.map((choice) => (
          <Button key={choice.path} disabled={busy !== null} onClick={() => void download(choice)}>
            {choice.label}
          </Button>
        ))}
      </div>
      {failed ? (
        <div role="alert" className={styles.error}>
          {t`The download failed. Try again.`}
        </div>
      ) : null}
    </div>
  );
}
