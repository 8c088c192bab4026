import { useQuery } from '../../../shared/query/index.ts';
import { DEFAULT_INVITE_PATH } from '@casino/contract';
import type { UserInfo } from '@casino/contract';
import { call } from '../../../shared/api/client.ts';
import { useUserStore } from '../../auth/index.ts';
import { profileKeys } from './keys.ts';

/** A player's invite link: the short link to share, and where it leads. */
export interface InviteLink {
  /** Absolute: this site's /s/{code}. */
  url: string;
  /** The app path with the §9 invite parameters (outValue, install_referrer, aid, share_referrer). */
  target: string;
}

/** shortUrl: the player's invite link to an app path (registration unless given), made absolute on this site. */
export async function fetchInviteLink(path: string = DEFAULT_INVITE_PATH, signal?: AbortSignal): Promise<InviteLink> {
  const answer = await call('shortUrl', { path }, { signal });
  return { url: new URL(answer.shortUrl, window.location.origin).toString(), target: answer.target };
}

/**
 * The logged-in player's invite link to `path`, for sharing features. The server gives the same
 * link for the same path, so it is kept for the session.
 */
export function useInviteLink(path: string = DEFAULT_INVITE_PATH) {
  const playerId = useUserStore((state) => state.user?.id ?? 0);
  return useQuery({
    queryKey: profileKeys.inviteLink(playerId, path),
    queryFn: ({ signal }) => fetchInviteLink(path, signal),
    enabled: playerId > 0,
    staleTime: Infinity,
  });
}

/** §5: invite sharing needs a bound mobile; without one the player goes to /bind first. */
export function canShareInvite(user: Pick<UserInfo, 'mobile'>): boolean {
  return user.mobile !== '';
}
