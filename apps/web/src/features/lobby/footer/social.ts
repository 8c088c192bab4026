export type SocialNetwork = 'facebook' | 'telegram' | 'youtube' | 'instagram' | 'twitter' | 'whatsapp' | 'tiktok' | 'link';

export interface SocialLink {
  id: number;
  url: string;
  network: SocialNetwork;
}

const hosts: ReadonlyArray<[RegExp, SocialNetwork]> = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.(com|me)$/, 'facebook'],
  [/(^|\.)t\.me$|(^|\.)telegram\.(me|org)$/, 'telegram'],
  [/(^|\.)youtube\.com$|(^|\.)youtu\.be$/, 'youtube'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)twitter\.com$|(^|\.)x\.com$/, 'twitter'],
  [/(^|\.)whatsapp\.com$|(^|\.)wa\.me$/, 'whatsapp'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
];

/** The footer's social links from the config's JSON text (§3 socialMedia); bad text or entries are skipped. */
export function parseSocialMedia(text: string): SocialLink[] {
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const { id, url } = (item ?? {}) as { id?: unknown; url?: unknown };
    if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return [];
    let host = '';
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      return [];
    }
    const network = hosts.find(([pattern]) => pattern.test(host))?.[1] ?? 'link';
    return [{ id: typeof id === 'number' ? id : 0, url, network }];
  });
}
