/** The networks a footer link may go to: the player contract's SocialMediaId, spelled out for the console. */
export const SocialMediaIds: Array<{ id: number; name: string }> = [
  { id: 1, name: 'Facebook' }, { id: 2, name: 'Telegram' }, { id: 3, name: 'YouTube' },
  { id: 4, name: 'Instagram' }, { id: 5, name: 'Twitter' }, { id: 6, name: 'WhatsApp' },
];
