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
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import { inferencePromptSchema, type InferencePromptInput } from '@nutrilog/shared/schemas';
import { useFieldMessage } from './field-message';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const resolver = valibotResolver(inferencePromptSchema);

export interface TextFillDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  /** Says what to describe, under the prompt. */
  hint: string;
  /** Said in a red alert when generating fails; the dialog then stays open. */
  failure: string;
  /**
   * Asks the API and fills the form. The dialog closes when it resolves, unless parts of the prompt were not
   * recognised: then it stays open and names them, so the user can rephrase or add them by hand.
   */
  onGenerate: (prompt: string) => Promise<{ unmatched: readonly string[] }>;
}

/** "Fill from text": a required prompt that the API turns into a form's values (a product's, an intake log's). */
export function TextFillDialog({ trigger, hint, failure, onGenerate }: TextFillDialogProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const message = useFieldMessage();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [leftOut, setLeftOut] = useState<readonly string[]>([]);
  const promptForm = useForm<InferencePromptInput>({ resolver, defaultValues: { prompt: '' } });
  const { errors, isSubmitting } = promptForm.formState;

  const changeOpen = (next: boolean) => {
    if (next) {
      promptForm.reset({ prompt: '' });
      setFailed(false);
      setLeftOut([]);
    }
    setOpen(next);
  };

  const generate = promptForm.handleSubmit(async ({ prompt }) => {
    setFailed(false);
    setLeftOut([]);
    try {
      const { unmatched } = await onGenerate(prompt);
      if (unmatched.length > 0) setLeftOut(unmatched);
      else setOpen(false);
    } catch {
      setFailed(true);
    }
  });

  const { ref, ...promptField } = promptForm.register('prompt');

  return (
    <Dialog open={open} onOpenChange={(_, data) => changeOpen(data.open)}>
      <DialogTrigger disableButtonEnhancement>{trigger}</DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void generate(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t`Fill from text`}</DialogTitle>
            <DialogContent className={styles.content}>
              {failed ? (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              ) : null}
              {leftOut.length > 0 ? (
                <MessageBar intent="warning" role="status">
                  <MessageBarBody>
                    {t`Filled in without what was not recognised: \
${leftOut.map((part) => `“${part}”`).join(', ')}. \
Change the prompt and generate again, or close and add it by hand.`}
                  </MessageBarBody>
                </MessageBar>
              ) : null}
              <Field label={t`Prompt`} required hint={hint} validationMessage={message(errors.prompt)}>
                <Textarea {...promptField} ref={ref} resize="vertical" disabled={isSubmitting} />
              </Field>
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">{leftOut.length > 0 ? t`Close` : t`Cancel`}</Button>
              </DialogTrigger>
              <Button
                appearance="primary"
                type="submit"
                disabled={isSubmitting}
                icon={isSubmitting ? <Spinner size="tiny" /> : undefined}
              >
                {t`Generate`}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
