import { msg } from '@lingui/core/macro';

/**
 * The English messages of the shared valibot schemas (and so of the API's violations), listed for extraction
 * so that translateMessage() finds them. Nothing imports this file; every message a schema can give is here.
 */
export const SCHEMA_MESSAGES = [
  msg`Email is required.`,
  msg`Password is required.`,
  msg`Preferred locale must be one of en-GB, nl-NL.`,
  msg`Email must be a string.`,
  msg`Password must be a string.`,
  msg`This field was not expected.`,
];
