import http from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for an OpenAI-compatible API on 127.0.0.1: POST /v1/chat/completions records the request and answers
 * what the test set (a completion with some content, a raw body and status, silence, or a dropped connection),
 * after `delayMs` if given. Other paths answer 404.
 */

export type FakeChatAnswer = (
  | { content: string | null; refusal?: string; finishReason?: string }
  | { status: number; body: string }
  /** Never answers. */
  | { hang: true }
  /** Closes the connection without an answer. */
  | { closeConnection: true }
) & { delayMs?: number };

export interface RecordedChatRequest {
  /** Path and query string. */
  url: string;
  headers: http.IncomingHttpHeaders;
  /** The parsed JSON body (undefined when it was not JSON). */
  body: unknown;
}

export interface FakeOpenAiServer {
  /** Base URL, as INFERENCE_BASE_URL takes it (ends in /v1). */
  url: string;
  /** Every chat completion request received, oldest first. */
  requests: RecordedChatRequest[];
  /** Answers every request so from now on (until then: a completion whose content is `{}`). */
  answer(answer: FakeChatAnswer): void;
  reset(): void;
  close(): Promise<void>;
}

/** A completion whose content is `value` as JSON, as a structured-output server answers. */
export const jsonAnswer = (value: unknown): FakeChatAnswer => ({ content: JSON.stringify(value) });

/** The body of a chat completion with one choice. */
export function chatCompletion(content: string | null, options: { refusal?: string; finishReason?: string } = {}) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: options.refusal ?? null },
        finish_reason: options.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

const DEFAULT_ANSWER: FakeChatAnswer = { content: '{}' };

function send(response: http.ServerResponse, answer: FakeChatAnswer): void {
  if ('hang' in answer) return;
  if ('closeConnection' in answer) {
    response.socket?.destroy();
    return;
  }
  const [status, body] =
    'status' in answer
      ? [answer.status, answer.body]
      : [
          200,
          JSON.stringify(
            chatCompletion(answer.content, { refusal: answer.refusal, finishReason: answer.finishReason }),
          ),
        ];
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  let current = DEFAULT_ANSWER;
  const requests: RecordedChatRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '';
      if (request.method !== 'POST' || new URL(url, 'http://127.0.0.1').pathname !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error', code: 'not_found' } }),
        );
        return;
      }
      requests.push({ url, headers: request.headers, body: parsedJson(Buffer.concat(chunks).toString('utf8')) });
      const answer = current;
      if (!answer.delayMs) return send(response, answer);
      const timer = setTimeout(() => {
        timers.delete(timer);
        send(response, answer);
      }, answer.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (answer) => {
      current = answer;
    },
    reset: () => {
      current = DEFAULT_ANSWER;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
