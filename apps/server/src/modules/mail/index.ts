/** mail: (being built) */
export type MailFace = Record<string, never>;
