import { TaskErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';

/** The tasks module's refusals and their errcodes (3200-3299). */
export const taskRefusal = refusalTable({
  unknownTask: { errcode: TaskErrcode.UnknownTask, message: 'taskId: no such task' },
  notCompleted: { errcode: TaskErrcode.NotCompleted, message: 'The task is not completed yet' },
  alreadyReceived: { errcode: TaskErrcode.AlreadyReceived, message: "This task's award was received already" },
  notVisitable: { errcode: TaskErrcode.NotVisitable, message: 'Only follow and share tasks are completed by a visit' },
});
