import * as v from 'valibot';
import type { OpenAiInferenceConfig } from '../../../config';
import { fetchFailureReason } from '../../../http/fetch-failure';
import { InferenceFailed } from '../provider';
import type { AnswerFormat } from './answer-schemas';

/*
 * The HTTP side of an OpenAI-compatible chat completions API (OpenAI, Ollama, llama.cpp server, vLLM). Every
 * failure rejects with InferenceFailed; its message is for the log and never holds the key (error bodies are not
 * quoted: OpenAI's 401 body repeats part of the key).
 */

export type ChatContentPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface ChatMessage {
  role: 'system' | 'user';
  content: string | ChatContentPart[];
}

/** POST {baseUrl}/chat/completions; a query string in the base URL is kept. */
export function chatCompletionsUrl(baseUrl: string): URL {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/chat/completions`;
  return url;
}

export function chatCompletionsRequest(model: string, messages: ChatMessage[], format: AnswerFormat<v.GenericSchema>) {
  return {
    model,
    messages,
    temperature: 0,
    response_format: {
      type: 'json_schema',
      json_schema: { name: format.name, strict: true, schema: format.jsonSchema },
    },
  };
}

/**
 * `error.code` or `error.type` of an error body when it is an identifier such as `model_not_found` (never free text).
 */
const errorIdentifierSchema = v.object({
  error: v.object({ code: v.optional(v.unknown()), type: v.optional(v.unknown()) }),
});
const IDENTIFIER = /^[\w.-]{1,64}$/;

function errorIdentifier(body: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(errorIdentifierSchema, json);
  if (!parsed.success) return undefined;
  const { code, type } = parsed.output.error;
  return [code, type].find((value): value is string => typeof value === 'string' && IDENTIFIER.test(value));
}

async function describeErrorStatus(response: Response): Promise<string> {
  const identifier = errorIdentifier(await response.text().catch(() => ''));
  return `HTTP ${response.status}${identifier === undefined ? '' : ` (${identifier})`}`;
}

/** Sends a chat completion request; resolves with the response's JSON, or rejects with InferenceFailed. */
export async function postChatCompletion(config: OpenAiInferenceConfig, body: unknown): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey !== null) headers.authorization = `Bearer ${config.apiKey}`;
  try {
    const response = await fetch(chatCompletionsUrl(config.baseUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) throw new InferenceFailed(await describeErrorStatus(response));
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      throw new InferenceFailed('the response is not JSON');
    }
  } catch (error) {
    if (error instanceof InferenceFailed) throw error;
    throw new InferenceFailed(`request failed: ${fetchFailureReason(error, config.timeoutMs)}`);
  }
}
