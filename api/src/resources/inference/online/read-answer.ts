import * as v from 'valibot';
import { InferenceFailed } from '../provider';
import type { AnswerFormat } from './answer-schemas';

/* Reads the model's answer out of a chat completion and checks it; anything unusable is InferenceFailed. */

/** The part of a chat completion read here; servers add more. */
const completionSchema = v.object({
  choices: v.array(
    v.object({
      message: v.object({ content: v.nullish(v.string()), refusal: v.nullish(v.string()) }),
      finish_reason: v.nullish(v.string()),
    }),
  ),
});

/** The answer's JSON text: the first ``` fenced block when some server wrapped it in one (with words around it). */
export function unfenced(content: string): string {
  const fenced = /```[a-z]*\s*([\s\S]*?)\s*```/i.exec(content);
  return (fenced ? fenced[1]! : content).trim();
}

function parseAnswer<TSchema extends v.GenericSchema>(
  content: string,
  format: AnswerFormat<TSchema>,
): v.InferOutput<TSchema> {
  let json: unknown;
  try {
    json = JSON.parse(unfenced(content));
  } catch {
    throw new InferenceFailed('the answer is not JSON');
  }
  const result = v.safeParse(format.schema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new InferenceFailed(
      `the answer does not match the ${format.name} schema: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
    );
  }
  return result.output;
}

/** The answer in a chat completion response, checked against `format.schema`. */
export function readAnswer<TSchema extends v.GenericSchema>(
  response: unknown,
  format: AnswerFormat<TSchema>,
): v.InferOutput<TSchema> {
  const completion = v.safeParse(completionSchema, response);
  if (!completion.success) throw new InferenceFailed('the response is not a chat completion');
  const choice = completion.output.choices[0];
  if (choice === undefined) throw new InferenceFailed('the response has no choices');
  const { content, refusal } = choice.message;
  if (refusal) throw new InferenceFailed(`the model refused: ${refusal.slice(0, 200)}`);
  if (choice.finish_reason === 'length') throw new InferenceFailed('the answer was cut off (finish_reason length)');
  if (!content) throw new InferenceFailed('the answer is empty');
  return parseAnswer(content, format);
}
