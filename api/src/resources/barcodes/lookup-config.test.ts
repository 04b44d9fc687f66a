import { ConfigError, loadConfig } from '../../config';

describe('barcode lookup configuration', () => {
  it('defaults to Open Food Facts, a 5 s timeout, a Nutrilog User-Agent and 30 cache days', () => {
    expect(loadConfig({}).barcodeLookup).toEqual({
      openFoodFactsUrl: 'https://world.openfoodfacts.org',
      openFoodFactsTimeoutMs: 5000,
      openFoodFactsUserAgent: 'Nutrilog/0.1 (self-hosted nutrition tracker)',
      cacheDays: 30,
    });
  });

  it('reads every variable, dropping trailing slashes from the URL', () => {
    const config = loadConfig({
      OPEN_FOOD_FACTS_URL: 'http://off-mirror.lan:8080/off/',
      OPEN_FOOD_FACTS_TIMEOUT_MS: '1500',
      OPEN_FOOD_FACTS_USER_AGENT: 'MyNutrilog/1.0 (me@example.org)',
      BARCODE_CACHE_DAYS: '7',
    });
    expect(config.barcodeLookup).toEqual({
      openFoodFactsUrl: 'http://off-mirror.lan:8080/off',
      openFoodFactsTimeoutMs: 1500,
      openFoodFactsUserAgent: 'MyNutrilog/1.0 (me@example.org)',
      cacheDays: 7,
    });
  });

  it.each(['off', 'OFF'])('turns online lookups off with %j', (value) => {
    expect(loadConfig({ OPEN_FOOD_FACTS_URL: value }).barcodeLookup.openFoodFactsUrl).toBeNull();
  });

  it.each([
    [
      { OPEN_FOOD_FACTS_URL: 'ftp://example.org' },
      'Invalid configuration: OPEN_FOOD_FACTS_URL must be an http:// or https:// URL, or off.',
    ],
    [
      { OPEN_FOOD_FACTS_URL: 'https://user:secret@' },
      'Invalid configuration: OPEN_FOOD_FACTS_URL must be an http:// or https:// URL, or off.',
    ],
    [
      { OPEN_FOOD_FACTS_TIMEOUT_MS: '50' },
      'Invalid configuration: OPEN_FOOD_FACTS_TIMEOUT_MS must be an integer from 100 to 60000 (got "50").',
    ],
    [
      { OPEN_FOOD_FACTS_USER_AGENT: '  ' },
      'Invalid configuration: OPEN_FOOD_FACTS_USER_AGENT must be printable ASCII text (got "").',
    ],
    [
      { OPEN_FOOD_FACTS_USER_AGENT: 'Nutrilog\r\nX-Evil: 1' },
      'Invalid configuration: OPEN_FOOD_FACTS_USER_AGENT must be printable ASCII text (got "Nutrilog\r\nX-Evil: 1").',
    ],
    [
      { BARCODE_CACHE_DAYS: '0' },
      'Invalid configuration: BARCODE_CACHE_DAYS must be an integer from 1 to 3650 (got "0").',
    ],
  ])('rejects %j in one line naming the variable (never echoing the URL: it may hold a password)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });
});
