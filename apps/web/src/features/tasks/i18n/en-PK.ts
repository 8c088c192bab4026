/**
 * English texts of the task screen (/lobby/task, /profile/task), added to the catalogue when the
 * screen loads (features/tasks/texts.ts). Task titles come from the server with each task.
 */
export const enPKTasks = {
  tasks: {
    title: 'Tasks',
    intro: 'Complete tasks to earn rewards.',
    loadFailed: 'Could not load your tasks.',
    empty: 'No tasks right now. Check back soon.',
    dailyReset: 'Daily tasks start again at midnight Philippine time ({{time}} your time).',
    daily: 'Daily',
    once: 'One time',
    progress: '{{progress}} / {{target}}',
    go: 'Go',
    receive: 'Receive',
    received: 'Received',
    receiving: 'Receiving...',
    done: 'Received {{reward}}.',
    reward: {
      coins: '{{amount}} coins',
      points: '{{amount}} points',
      item: '{{count}} × item {{id}}',
    },
    errors: {
      notCompleted: 'This task is not completed yet.',
      alreadyReceived: 'You have already received this reward.',
      unknownTask: 'This task is no longer available.',
      notVisitable: 'This task is completed by playing, not by a visit.',
    },
  },
};
