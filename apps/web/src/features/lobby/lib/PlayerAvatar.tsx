import { useState } from 'react';
import { Avatar } from '../../../shared/ui/Avatar.tsx';

/** WebP, drawn from the SVG beside it at build time: decoded off the main thread (build/raster-pictures.ts). */
export const DEFAULT_AVATAR_SRC = '/static/avatar/avatar_default.webp';

export function avatarSrc(avatar: number): string {
  return `/static/avatar/avatar_${Math.max(0, Math.trunc(avatar))}.webp`;
}

/**
 * The player's picture by avatar number (/static/avatar/avatar_{n}); a number without a picture
 * falls back to the default one, and a missing default to the drawn avatar.
 */
export function PlayerAvatar({ avatar, size, className }: { avatar: number; size: string | number; className?: string }) {
  const [stage, setStage] = useState<{ avatar: number; fallback: 0 | 1 | 2 }>({ avatar, fallback: 0 });
  const fallback = stage.avatar === avatar ? stage.fallback : 0;
  if (fallback === 2) return <Avatar avatar={avatar} size={size} />;
  return (
    <img
      className={className ? `player-avatar ${className}` : 'player-avatar'}
      src={fallback === 0 ? avatarSrc(avatar) : DEFAULT_AVATAR_SRC}
      width={typeof size === 'number' ? size : undefined}
      style={{ width: size, height: size, borderRadius: '50%', flex: 'none', display: 'block' }}
      alt=""
      onError={() => setStage({ avatar, fallback: fallback === 0 ? 1 : 2 })}
      data-testid="player-avatar"
    />
  );
}
