import type { z } from 'zod';
import type { Envelope } from '@wheelend/domain/contract';
import type { FinderSpec } from '@wheelend/domain/finder';
import { api, list } from '../api';
import { finderApi } from './finderApi';
import type { PartMatch } from './PartSearch';

const seg = encodeURIComponent;

/** The answers of a part finder's calls besides its finder endpoint (`schemas?.name`, which check them
 * outside production). */
export type PartAnswers<Suggestion, Summary, Detail> = {
  suggestions: z.ZodType<Envelope<Suggestion>> | undefined;
  summaries: z.ZodType<Envelope<Summary>> | undefined;
  details: z.ZodType<Envelope<Detail>> | undefined;
};

/** The calls of a part finder (drums, rotors): its finder endpoint, and beside it the number lookup,
 * the recommendation of a competitor number and the details. */
export function partApi<Suggestion, Summary, Detail>(
  spec: FinderSpec,
  answers: PartAnswers<Suggestion, Summary, Detail>,
  interchangeKey: string,
  match: (s: Suggestion) => PartMatch,
) {
  const finder = finderApi(spec, answers.summaries);
  const { root } = finder;
  return {
    ...finder,
    numbers: async (text: string, signal: AbortSignal) =>
      list(await api.get(answers.suggestions, `${root}/interchanges/${seg(text)}`, signal)).map(match),
    recommended: async (id: string) =>
      list(await api.get(answers.summaries, `${root}/summaries?${interchangeKey}=${seg(id)}`)),
    details: async (id: string) => list(await api.get(answers.details, `${root}/details/${seg(id)}`))[0] ?? null,
  };
}
