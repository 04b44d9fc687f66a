import { msg } from '@lingui/core/macro';

/**
 * Messages of this form that do not come from the shared schemas, listed for extraction so that the form's
 * translateMessage() finds them. Nothing imports this file.
 */
export const FORM_MESSAGES = [msg`Time is required.`];
