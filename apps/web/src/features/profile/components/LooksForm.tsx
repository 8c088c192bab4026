import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_COUNT, NICKNAME_LENGTH_MAX, NICKNAME_LENGTH_MIN } from '@casino/contract';
import type { UserInfo } from '@casino/contract';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { PlayerAvatar } from '../../lobby/index.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { checkNickname } from '../lib/nickname.ts';
import { describeProfileFailure } from '../lib/profile-errors.ts';

const AVATARS = Array.from({ length: AVATAR_COUNT }, (_, n) => n);

/** The avatar grid and the nickname, saved together (updateProfile sends only what changed). */
export function LooksForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const [avatar, setAvatar] = useState(user.avatar);
  const [nickname, setNickname] = useState(user.nickname);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const trimmed = nickname.trim();
    const changes = {
      ...(trimmed !== user.nickname ? { nickname: trimmed } : {}),
      ...(avatar !== user.avatar ? { avatar } : {}),
    };
    if (changes.nickname !== undefined) {
      const rule = checkNickname(trimmed);
      if (rule) {
        setProblem(t(`profile.nicknameRules.${rule}`, { min: NICKNAME_LENGTH_MIN, max: NICKNAME_LENGTH_MAX }));
        return;
      }
    }
    setProblem(null);
    if (Object.keys(changes).length === 0) {
      void toast.info(t('profile.user.unchanged'));
      return;
    }
    try {
      const saved = await update.mutateAsync(changes);
      setNickname(saved.nickname);
      setAvatar(saved.avatar);
      void toast.success(t('profile.user.saved'));
    } catch (error) {
      void toast.fail(describeProfileFailure(error, t));
    }
  };

  return (
    <form className="profile-card" onSubmit={submit} noValidate data-testid="profile-looks-form">
      <h2 className="profile-card__title">{t('profile.user.looks')}</h2>
      <span className="profile-label" id="profile-avatar-label">{t('profile.user.chooseAvatar')}</span>
      <ul className="profile-avatars" aria-labelledby="profile-avatar-label">
        {AVATARS.map((n) => (
          <li key={n}>
            <button type="button" className="profile-avatar" aria-pressed={avatar === n} aria-label={t('profile.user.avatar', { number: n + 1 })}
              data-testid={`profile-avatar-${n}`} onClick={() => setAvatar(n)}>
              <PlayerAvatar avatar={n} size="100%" />
            </button>
          </li>
        ))}
      </ul>
      <label className="profile-label" htmlFor="profile-nickname">{t('profile.user.nickname')}</label>
      <TextField id="profile-nickname" value={nickname} onValueChange={setNickname} testId="profile-nickname"
        placeholder={t('profile.user.nicknamePlaceholder', { min: NICKNAME_LENGTH_MIN, max: NICKNAME_LENGTH_MAX })}
        maxLength={NICKNAME_LENGTH_MAX + 10} autoComplete="nickname" aria-invalid={problem !== null} />
      {problem && <p className="profile-error" role="alert" data-testid="profile-nickname-error">{problem}</p>}
      <PrimaryButton type="submit" data-testid="profile-save" loading={update.isPending}>{t('profile.user.save')}</PrimaryButton>
    </form>
  );
}
