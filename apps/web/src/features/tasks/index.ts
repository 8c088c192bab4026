/**
 * Tasks (§3 task user, §9 task types): the task list at /lobby/task and /profile/task, each task
 * with its progress, reward and a way to do it, and the Receive button once it is done. The
 * route tables take the screen from the registry here; its page and texts load with it.
 */
import type { enPKTasks } from './i18n/en-PK.ts';

/** The task screen: paths, lazy page, name and who may open it. */
export { taskRoutes } from './routes.ts';

/** The screen's name loads with the first screen; its texts load with the page (./texts.ts). */
export { enPKTaskScreens } from './i18n/en-PK.screens.ts';
export type TaskTexts = typeof enPKTasks;
