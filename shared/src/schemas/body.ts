import * as v from 'valibot';
import { messages } from './messages';

type EntryMessage = v.ErrorMessage<v.BaseIssue<unknown>> | undefined;

/** The message a field's own schema gives when the field is absent ("{field} is required."). */
function missingFieldMessage(entry: v.ObjectEntries[string] | undefined, issue: v.StrictObjectIssue): string {
  const message = (entry as { message?: EntryMessage } | undefined)?.message;
  if (typeof message === 'function') return message({ ...issue, input: undefined } as v.BaseIssue<unknown>);
  return message ?? messages.required(String(issue.path?.[0]?.key ?? 'Value'));
}

/**
 * A request body: an object with exactly these fields. An unknown field is a violation at its own path
 * ("This field was not expected."); a missing field reports its schema's own message.
 */
export function strictBody<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return messages.notExpected;
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && key in entries) return missingFieldMessage(entries[key], issue);
    return messages.notAnObject;
  });
}
