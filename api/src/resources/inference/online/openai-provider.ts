import type * as v from 'valibot';
import type { OpenAiInferenceConfig } from '../../../config';
import type { OnlineInferenceProvider } from '../provider';
import { type AnswerFormat, INTAKE_LOG_ANSWER, PRODUCT_ANSWER } from './answer-schemas';
import { type ChatMessage, chatCompletionsRequest, postChatCompletion } from './chat-completions';
import { INTAKE_LOG_INSTRUCTIONS, LABEL_INSTRUCTIONS, LABEL_REQUEST, PRODUCT_INSTRUCTIONS } from './instructions';
import { readAnswer } from './read-answer';

/**
 * Asks the chat completions API for an answer in `format`. Rejects with InferenceFailed and nothing else:
 * postChatCompletion turns every fetch failure into one, and readAnswer only throws it.
 */
async function ask<TSchema extends v.GenericSchema>(
  config: OpenAiInferenceConfig,
  format: AnswerFormat<TSchema>,
  messages: ChatMessage[],
): Promise<v.InferOutput<TSchema>> {
  return readAnswer(await postChatCompletion(config, chatCompletionsRequest(config.model, messages, format)), format);
}

const system = (content: string): ChatMessage => ({ role: 'system', content });

/** The provider of INFERENCE_PROVIDER=openai: any OpenAI-compatible chat completions API (docs/inference.md). */
export function openAiProvider(config: OpenAiInferenceConfig): OnlineInferenceProvider {
  return {
    intakeLog: (prompt) =>
      ask(config, INTAKE_LOG_ANSWER, [system(INTAKE_LOG_INSTRUCTIONS), { role: 'user', content: prompt }]),
    product: (prompt) => ask(config, PRODUCT_ANSWER, [system(PRODUCT_INSTRUCTIONS), { role: 'user', content: prompt }]),
    label: (png) =>
      ask(config, PRODUCT_ANSWER, [
        system(LABEL_INSTRUCTIONS),
        {
          role: 'user',
          content: [
            { type: 'text', text: LABEL_REQUEST },
            { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
          ],
        },
      ]),
  };
}
