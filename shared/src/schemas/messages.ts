import { FIRST_SUPPORTED_YEAR, LAST_SUPPORTED_YEAR } from '@nutrilog/shared/domain';

/**
 * Validation message templates (docs/product.md#validation-rules). The API answers these texts in 422 violations
 * and the front-end forms show the very same texts, because both validate with the schemas of this folder.
 */
export const messages = {
  required: (field: string) => `${field} is required.`,
  greaterThan: (field: string, value: number) => `${field} must be greater than ${value}.`,
  lessThanOrEqual: (field: string, value: number) => `${field} must be less than or equal to ${value}.`,
  atLeast: (field: string, value: number) => `${field} must be at least ${value}.`,
  nonNegative: (field: string) => `${field} must be non-negative.`,
  mustBeString: (field: string) => `${field} must be a string.`,
  atMostCharacters: (field: string, count: number) => `${field} must be at most ${count} characters.`,
  mustBeNumber: (field: string) => `${field} must be a number.`,
  mustBeInteger: (field: string) => `${field} must be an integer.`,
  mustBeTimestamp: (field: string) => `${field} must be an ISO 8601 timestamp.`,
  supportedYears: (field: string) => `${field} must be in the years ${FIRST_SUPPORTED_YEAR} to ${LAST_SUPPORTED_YEAR}.`,
  mustBeBoolean: (field: string) => `${field} must be true or false.`,
  mustBeUuid: (field: string) => `${field} must be a UUID.`,
  mustBeUuidV4: (field: string) => `${field} must be a version 4 UUID.`,
  uuidTaken: 'This UUID is already taken.',
  mustBeList: (field: string) => `${field} must be a list.`,
  oneOf: (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}.`,
  notExpected: 'This field was not expected.',
  mustBeObject: (field: string) => `${field} must be an object.`,
  notAnObject: 'The body must be a JSON object.',
} as const;
