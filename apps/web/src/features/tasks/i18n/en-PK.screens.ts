/** The name of the task screen (locale en-PK), loaded with the first screen like every screen name. */
export const enPKTaskScreens = {
  screens: {
    tasks: 'Tasks',
  },
};
