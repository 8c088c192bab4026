import type { TFunction } from 'i18next';
import { TaskErrcode } from '@casino/contract';
import { failureText } from '../../../shared/i18n/failure-text.ts';
import type { ErrcodeTable } from '../../../shared/i18n/failure-text.ts';

/** The task errcodes in the player's words (3200-3299). */
const TASK_ERRORS: ErrcodeTable = {
  [TaskErrcode.UnknownTask]: 'tasks.errors.unknownTask',
  [TaskErrcode.NotCompleted]: 'tasks.errors.notCompleted',
  [TaskErrcode.AlreadyReceived]: 'tasks.errors.alreadyReceived',
  [TaskErrcode.NotVisitable]: 'tasks.errors.notVisitable',
};

/** What the player reads when receiving an award fails. */
export const describeTaskFailure = (error: unknown, t: TFunction): string => failureText(error, t, TASK_ERRORS, undefined);
