import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { loadLocale, registerCatalogs, type CatalogLoaders } from './catalogs';
import { translateMessage } from './translate-message';

const id = (message: string) => generateMessageId(message);

const catalogs = (en: Record<string, string>, nl: Record<string, string>) => {
  const loaders = {
    'en-GB': jest.fn(async () => ({ messages: en })),
    'nl-NL': jest.fn(async () => ({ messages: nl })),
  };
  return loaders satisfies CatalogLoaders;
};

describe('registerCatalogs and loadLocale', () => {
  it('loads the shared UI messages and every registered package catalog of one locale only', async () => {
    const weight = catalogs({ [id('Weight')]: 'Weight' }, { [id('Weight')]: 'Gewicht' });
    registerCatalogs(weight);
    await loadLocale('nl-NL');
    expect(weight['nl-NL']).toHaveBeenCalledTimes(1);
    expect(weight['en-GB']).not.toHaveBeenCalled();

    i18n.activate('nl-NL');
    expect(i18n._(id('Weight'))).toBe('Gewicht');
    expect(translateMessage(i18n, 'Email is required.')).toBe('E-mail is verplicht.');
    expect(i18n._({ id: id('Invalid credentials'), message: 'Invalid credentials' })).toBe('Ongeldige inloggegevens');

    await loadLocale('en-GB');
    i18n.activate('en-GB');
    expect(translateMessage(i18n, 'Email is required.')).toBe('Email is required.');
  });

  it('keeps what an earlier package loaded, and loads each catalog once', async () => {
    const first = catalogs({ first: 'First' }, { first: 'Eerste' });
    const second = catalogs({ second: 'Second' }, { second: 'Tweede' });
    registerCatalogs(first);
    await loadLocale('nl-NL');
    registerCatalogs(second);
    await loadLocale('nl-NL');

    i18n.activate('nl-NL');
    expect(i18n._('first')).toBe('Eerste');
    expect(i18n._('second')).toBe('Tweede');
    expect(first['nl-NL']).toHaveBeenCalledTimes(1);
  });

  it('tries a catalog again after its download failed', async () => {
    const flaky = catalogs({ flaky: 'Flaky' }, { flaky: 'Wankel' });
    flaky['nl-NL'].mockRejectedValueOnce(new Error('network'));
    registerCatalogs(flaky);
    await expect(loadLocale('nl-NL')).rejects.toThrow('network');
    await loadLocale('nl-NL');
    i18n.activate('nl-NL');
    expect(i18n._('flaky')).toBe('Wankel');
  });
});
