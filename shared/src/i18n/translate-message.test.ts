import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { translateMessage } from './translate-message';

describe('translateMessage', () => {
  it('finds a schema message in the active catalog by its hashed id, and keeps unknown ones', () => {
    const i18n = setupI18n({
      locale: 'nl-NL',
      messages: { 'nl-NL': { [generateMessageId('Email is required.')]: 'E-mail is verplicht.' } },
    });
    expect(translateMessage(i18n, 'Email is required.')).toBe('E-mail is verplicht.');
    expect(translateMessage(i18n, 'Something else.')).toBe('Something else.');
  });
});
