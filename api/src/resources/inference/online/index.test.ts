import { testConfig } from '../../../testing/test-config';
import { onlineProvider } from './index';

describe('onlineProvider', () => {
  it('is null when inference is offline (the default)', () => {
    expect(onlineProvider(testConfig())).toBeNull();
  });

  it('is the OpenAI-compatible provider when the configuration says openai', () => {
    const inference = {
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llava',
      apiKey: null,
      timeoutMs: 20_000,
    } as const;
    expect(onlineProvider(testConfig({ inference }))).toEqual({
      intakeLog: expect.any(Function),
      product: expect.any(Function),
      label: expect.any(Function),
    });
  });
});
