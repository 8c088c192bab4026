import type { TFunction } from 'i18next';
import type { Problem } from './validation.ts';

/** The message for a failed §5 rule. */
export function problemText(t: TFunction, problem: Problem): string {
  return 'params' in problem ? t(problem.key, problem.params) : t(problem.key);
}
