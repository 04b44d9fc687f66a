import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, useState } from 'react';
import { useFieldMessage } from '@nutrilog/shared/forms';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { importProblemText, type ProblemText, tooLarge } from './problem-lines';

const MEGABYTE = 1024 * 1024;

const useStyles = makeStyles({
  lines: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalXL },
});

export interface FileImportFieldProps {
  label: string;
  hint: string;
  /** The file chooser's filter, e.g. `.csv,text/csv`. */
  accept: string;
  /** Larger files are refused before they are sent (the API refuses them too). */
  maxBytes: number;
  /** Sends the file as it is (its bytes, whatever their encoding); answers the title of the success toast. */
  upload: (file: File) => Promise<string>;
}

function Problem({ problem }: { problem: ProblemText }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <>
      {problem.summary}
      {problem.lines.length > 0 ? (
        <ul className={styles.lines}>
          {problem.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
          {problem.more > 0 ? <li>{t`… and ${problem.more} more.`}</li> : null}
        </ul>
      ) : null}
    </>
  );
}

/**
 * A labelled file input that uploads the chosen file at once: a toast when it worked, and what went wrong (the
 * API's problem and violations in words) under the input when it did not.
 */
export function FileImportField({ label, hint, accept, maxBytes, upload }: FileImportFieldProps) {
  const { i18n, t } = useLingui();
  const fieldMessage = useFieldMessage();
  const { notify } = useRemoteServices();
  const [problem, setProblem] = useState<ProblemText | null>(null);
  const [busy, setBusy] = useState(false);
  const maxMegabytes = maxBytes / MEGABYTE;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProblem(null);
    if (file.size > maxBytes) {
      setProblem(tooLarge(i18n, maxMegabytes));
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      notify({ intent: 'success', title: await upload(file) });
    } catch (error) {
      setProblem(importProblemText(i18n, (message) => fieldMessage({ message }) ?? message, error, maxMegabytes));
    } finally {
      setBusy(false);
      // The same file can be chosen again (after fixing it).
      input.value = '';
    }
  }

  return (
    <Field
      label={label}
      hint={busy ? t`Importing…` : hint}
      validationState={problem ? 'error' : 'none'}
      validationMessage={problem ? <Problem problem={problem} /> : undefined}
    >
      {(fieldProps) => (
        <input type="file" accept={accept} {...fieldProps} disabled={busy} onChange={(event) => void onChange(event)} />
      )}
    </Field>
  );
}
