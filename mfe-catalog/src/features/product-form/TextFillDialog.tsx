import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { TextDescriptionRegular } from '@fluentui/react-icons';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useFieldMessage } from '@nutrilog/shared/forms';
import { inferencePromptSchema, type InferencePromptInput } from '@nutrilog/shared/schemas';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fillFromInference, type ProductFormApi } from './fill-form';
import { inferFromText } from './fill-requests';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** "Fill from text": a description of the product is turned into its nutrients and unit by the API. */
export function TextFillDialog({ form }: { form: ProductFormApi }) {
  const styles = useStyles();
  const { t } = useLingui();
  const message = useFieldMessage();
  const { api } = useRemoteServices();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const promptForm = useForm<InferencePromptInput>({ resolver: valibotResolver(inferencePromptSchema), defaultValues: { prompt: '' } });
  const { errors, isSubmitting } = promptForm.formState;

  const changeOpen = (next: boolean) => {
    if (next) {
      promptForm.reset({ prompt: '' });
      setFailed(false);
    }
    setOpen(next);
  };

  const generate = promptForm.handleSubmit(async ({ prompt }) => {
    setFailed(false);
    try {
      fillFromInference(form, await inferFromText(api, prompt));
      setOpen(false);
    } catch {
      setFailed(true);
    }
  });

  const { ref, ...promptField } = promptForm.register('prompt');

  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>
        <Button icon={<TextDescriptionRegular />}>{t`Fill from text`}</Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void generate(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t`Fill from text`}</DialogTitle>
            <DialogContent className={styles.content}>
              {failed ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{t`Failed to generate product data`}</MessageBarBody>
                </MessageBar>
              ) : null}
              <Field
                label={t`Prompt`}
                required
                hint={t`Describe the product, for example "whole milk" or "a slice of brown bread".`}
                validationMessage={message(errors.prompt)}
              >
                <Textarea {...promptField} ref={ref} resize="vertical" disabled={isSubmitting} />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{t`Cancel`}</Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit" disabled={isSubmitting} icon={isSubmitting ? <Spinner size="tiny" /> : undefined}>
                {t`Generate`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
