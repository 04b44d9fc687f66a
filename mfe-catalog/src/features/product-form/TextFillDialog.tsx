import { Button } from '@fluentui/react-components';
import { TextDescriptionRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { TextFillDialog as PromptDialog } from '@nutrilog/shared/forms';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { fillFromInference, type ProductFormApi } from './fill-form';
import { inferFromText } from './fill-requests';

/** "Fill from text": a description of the product is turned into its nutrients and unit by the API. */
export function TextFillDialog({ form }: { form: ProductFormApi }) {
  const { t } = useLingui();
  const { api } = useRemoteServices();
  return (
    <PromptDialog
      trigger={<Button icon={<TextDescriptionRegular />}>{t`Fill from text`}</Button>}
      hint={t`Describe the product, for example "whole milk" or "a slice of brown bread".`}
      failure={t`Failed to generate product data`}
      onGenerate={async (prompt) => {
        const inference = await inferFromText(api, prompt);
        fillFromInference(form, inference);
        return inference;
      }}
    />
  );
}
