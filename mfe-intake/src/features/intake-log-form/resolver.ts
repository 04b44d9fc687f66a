import { valibotResolver } from '@hookform/resolvers/valibot';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { intakeLogInputSchema, messages, type IntakeLogInput } from '@nutrilog/shared/schemas';
import { TIME_PATTERN, toBody, type IntakeLogBody, type IntakeLogFormValues } from './form-values';

const bodyResolver = valibotResolver(intakeLogInputSchema) as unknown as Resolver<
  IntakeLogBody,
  unknown,
  IntakeLogInput
>;

/** Listed for translation in messages.ts. */
export const TIME_REQUIRED = messages.required('Time');

/** The checked body, as the submit handler receives it from intakeLogResolver. */
export const checkedBody = (values: IntakeLogFormValues): IntakeLogInput => values as unknown as IntakeLogInput;

/**
 * Checks the form with the API's own rules (intakeLogInputSchema) on the body it would send, plus the time
 * (HH:mm), which the body folds into `date`. On success the submit handler receives that body as the API stores
 * it (see checkedBody): typed as the form's values, so that the shared inputs take the form's control.
 */
export const intakeLogResolver: Resolver<IntakeLogFormValues> = async (values, context, options) => {
  const result = await bodyResolver(toBody(values), context, options as unknown as Parameters<typeof bodyResolver>[2]);
  if (TIME_PATTERN.test(values.time)) return result as unknown as Awaited<ReturnType<Resolver<IntakeLogFormValues>>>;
  const errors: FieldErrors<IntakeLogFormValues> = {
    ...(result.errors as FieldErrors<IntakeLogFormValues>),
    time: { type: 'required', message: TIME_REQUIRED },
  };
  return { values: {}, errors };
};
