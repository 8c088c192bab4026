/** vip: (being built) */
export type VipFace = Record<string, never>;
