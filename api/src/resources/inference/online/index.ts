import type { AppConfig } from '../../../config';
import type { OnlineInferenceProvider } from '../provider';
import { openAiProvider } from './openai-provider';

/** The online provider the configuration names, or null when inference is offline (the default). */
export function onlineProvider(config: AppConfig): OnlineInferenceProvider | null {
  return config.inference.provider === 'openai' ? openAiProvider(config.inference) : null;
}
