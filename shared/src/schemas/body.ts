import * as v from 'valibot';
import { messages } from './messages';

type EntryMessage = v.ErrorMessage<v.BaseIssue<unknown>> | undefined;

/** `bodyFatPercentage` → `Body fat percentage`: a key in words, for a field whose schema names no field. */
const inWords = (key: string) =>
  key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`).replace(/^./, (first) => first.toUpperCase());

/**
 * The message a field's own schema gives for an absent value ("{field} is required."); a nullable field's from the
 * schema it wraps, when that one says it (fields.ts's builders do).
 */
function missingFieldMessage(
  entry: v.ObjectEntries[string] | undefined,
  issue: v.StrictObjectIssue,
  key: string,
): string {
  const own = entry as { message?: EntryMessage; wrapped?: { message?: EntryMessage } } | undefined;
  const message = own?.message ?? (typeof own?.wrapped?.message === 'function' ? own.wrapped.message : undefined);
  // Shaped like the field's own "absent value" issue: no input, an object expected if the field is one.
  if (typeof message === 'function')
    return message({ ...issue, expected: 'Object', input: undefined } as v.BaseIssue<unknown>);
  return message ?? messages.required(inWords(key));
}

/**
 * A request body (or a nested object of one): exactly these fields. An unknown field is a violation at
 * its own path ("This field was not expected."); a missing field reports its own schema's message, so give
 * every required field a message ("{field} is required."), `label` included for nested objects.
 */
export function strictBody<const TEntries extends v.ObjectEntries>(entries: TEntries, label?: string) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return messages.notExpected;
    // A missing field's issue carries the field as its path (the parent's path is prepended later).
    const key = issue.path?.at(-1)?.key;
    if (issue.expected !== 'Object' && typeof key === 'string' && Object.hasOwn(entries, key)) {
      return missingFieldMessage(entries[key], issue, key);
    }
    if (issue.input === undefined) return messages.required(label ?? String(key ?? 'Body'));
    return label === undefined ? messages.notAnObject : messages.mustBeObject(label);
  });
}
