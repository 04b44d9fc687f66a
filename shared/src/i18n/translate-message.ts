import type { I18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * Translates an English message that came from a shared valibot schema or from the API's violations.
 * The message's Lingui id is its hash, so any message listed in a catalog is found; others stay English.
 */
export function translateMessage(instance: I18n, message: string): string {
  return instance._({ id: generateMessageId(message), message });
}
