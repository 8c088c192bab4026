/** tasks: (being built) */
export type TasksFace = Record<string, never>;
