import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { loadCatalogs } from './catalogs';
import { translateMessage } from './translate-message';

const id = (message: string) => generateMessageId(message);

describe('loadCatalogs', () => {
  it('merges the shared UI messages with a package catalog, per locale', () => {
    loadCatalogs({ 'en-GB': { [id('Weight')]: 'Weight' }, 'nl-NL': { [id('Weight')]: 'Gewicht' } });

    i18n.activate('nl-NL');
    expect(i18n._(id('Weight'))).toBe('Gewicht');
    expect(translateMessage(i18n, 'Email is required.')).toBe('E-mail is verplicht.');
    expect(translateMessage(i18n, 'Password is required.')).toBe('Wachtwoord is verplicht.');
    expect(i18n._({ id: id('Invalid credentials'), message: 'Invalid credentials' })).toBe('Ongeldige inloggegevens');

    i18n.activate('en-GB');
    expect(translateMessage(i18n, 'Email is required.')).toBe('Email is required.');
  });

  it('keeps what an earlier package loaded when another one loads its catalog', () => {
    loadCatalogs({ 'en-GB': { first: 'First' }, 'nl-NL': { first: 'Eerste' } });
    loadCatalogs({ 'en-GB': { second: 'Second' }, 'nl-NL': { second: 'Tweede' } });

    i18n.activate('nl-NL');
    expect(i18n._('first')).toBe('Eerste');
    expect(i18n._('second')).toBe('Tweede');
  });
});
