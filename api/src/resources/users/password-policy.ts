import { dictionary } from '@zxcvbn-ts/language-common';
import * as v from 'valibot';

/** ASVS V2.1: at least 8 characters, up to 128 accepted, and none of the commonly used passwords. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

// zxcvbn-ts's list of about 30,000 passwords seen most in breaches, in lower case.
let common: Set<string> | undefined;

/** True when the password, in any letter case, is on the list of common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** The rules for a new password; `field` names it in the messages (e.g. '--password'). */
export function newPasswordSchema(field: string) {
  // Length in code points, as a person counts characters: an emoji is one.
  const length = (value: string) => [...value].length;
  return v.pipe(
    v.string(`${field} is required.`),
    v.check(
      (value) => length(value) >= MIN_PASSWORD_LENGTH,
      `${field} must be at least ${MIN_PASSWORD_LENGTH} characters.`,
    ),
    v.check(
      (value) => length(value) <= MAX_PASSWORD_LENGTH,
      `${field} must be at most ${MAX_PASSWORD_LENGTH} characters.`,
    ),
    v.check(
      (value) => !isCommonPassword(value),
      `${field} is one of the most commonly used passwords; choose another.`,
    ),
  );
}
