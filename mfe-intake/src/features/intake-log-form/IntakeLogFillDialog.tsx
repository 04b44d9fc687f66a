import { Button } from '@fluentui/react-components';
import { TextDescriptionRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { TextFillDialog } from '@nutrilog/shared/forms';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { inferIntakeLog } from './inference';
import { inferred, type FormUpdate } from './state-rules';

/** "Fill from text": the API turns a description into a manual log's description and nutrients. */
export function IntakeLogFillDialog({ onFill }: { onFill: (update: FormUpdate) => void }) {
  const { t } = useLingui();
  const { api } = useRemoteServices();
  return (
    <TextFillDialog
      trigger={<Button icon={<TextDescriptionRegular />}>{t`Fill from text`}</Button>}
      hint={t`Describe what you ate or drank, for example "a bowl of porridge with a banana".`}
      failure={t`Failed to generate intake log data`}
      onGenerate={async (prompt) => {
        const inference = await inferIntakeLog(api, prompt);
        onFill(inferred(inference, prompt));
        return inference;
      }}
    />
  );
}
