import { detectLocale, normalizeLocale, type LocaleSources } from './detect-locale';

const none: LocaleSources = {
  search: '',
  cookie: '',
  localStorage: null,
  sessionStorage: null,
  navigatorLanguages: [],
  htmlLang: null,
};
const store = (value: string) => ({ getItem: (k: string) => (k === 'lng' ? value : null) });

describe('locale detection', () => {
  it('maps anything starting with nl to nl-NL and everything else to en-GB', () => {
    expect(normalizeLocale('nl')).toBe('nl-NL');
    expect(normalizeLocale('nl-BE')).toBe('nl-NL');
    expect(normalizeLocale('NL-nl')).toBe('nl-NL');
    expect(normalizeLocale('en-US')).toBe('en-GB');
    expect(normalizeLocale('de-DE')).toBe('en-GB');
    expect(normalizeLocale(null)).toBe('en-GB');
  });

  it('falls back to en-GB when nothing is known', () => {
    expect(detectLocale(none)).toBe('en-GB');
  });

  it('follows the order query, cookie, local storage, session storage, browser, html tag', () => {
    const all: LocaleSources = {
      search: '?lng=nl',
      cookie: 'a=1; lng=en',
      localStorage: store('en'),
      sessionStorage: store('en'),
      navigatorLanguages: ['en-US'],
      htmlLang: 'en',
    };
    expect(detectLocale(all)).toBe('nl-NL');
    expect(detectLocale({ ...all, search: '', cookie: 'lng=nl-NL' })).toBe('nl-NL');
    expect(detectLocale({ ...all, search: '', cookie: '', localStorage: store('nl') })).toBe('nl-NL');
    expect(detectLocale({ ...none, sessionStorage: store('nl'), navigatorLanguages: ['en-GB'] })).toBe('nl-NL');
    expect(detectLocale({ ...none, navigatorLanguages: ['nl-BE', 'en'], htmlLang: 'en' })).toBe('nl-NL');
    expect(detectLocale({ ...none, htmlLang: 'nl' })).toBe('nl-NL');
    expect(detectLocale({ ...none, search: '?lng=en', navigatorLanguages: ['nl'] })).toBe('en-GB');
  });
});
