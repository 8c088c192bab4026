import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { UserIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useBindInviter } from '../api/agent-fill.ts';
import { describeProfileFailure } from '../lib/profile-errors.ts';
import { profilePaths } from '../paths.ts';
import { registerProfileTexts } from '../texts.ts';
import '../profile.css';

registerProfileTexts();

const CODE_OR_ID = /^[A-Za-z0-9]{1,32}$/;

/** /profile/superior: binds the inviter by invite code or player ID, once; then shows who it is. */
export default function SuperiorPage() {
  registerProfileTexts();
  const { t } = useTranslation();
  const user = useCurrentUser();
  const pid = user?.pid ?? 0;
  return (
    <div className="profile-screen" data-testid="profile-superior-page">
      <PageHeader title={t('profile.superior.title')} fallback={profilePaths().user} />
      <div className="profile-screen__body">
        {pid > 0 ? (
          <section className="profile-card" data-testid="superior-bound">
            <h2 className="profile-card__title">{t('profile.superior.bound')}</h2>
            <p className="profile-hero__name" data-testid="superior-id">{t('profile.superior.boundId', { id: pid })}</p>
            <p className="profile-lead">{t('profile.superior.boundNote')}</p>
          </section>
        ) : (
          <BindForm />
        )}
      </div>
    </div>
  );
}

function BindForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const bind = useBindInviter();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const value = code.trim();
    const rule = value === '' ? 'required' : CODE_OR_ID.test(value) ? null : 'malformed';
    setProblem(rule && t(`profile.superior.${rule}`));
    if (rule) return;
    try {
      await bind.mutateAsync(value);
      void toast.success(t('profile.superior.done'));
    } catch (error) {
      const text = describeProfileFailure(error, t);
      setProblem(text);
      void toast.fail(text);
    }
  };

  return (
    <form className="profile-card" onSubmit={submit} noValidate data-testid="superior-form">
      <p className="profile-lead">{t('profile.superior.lead')}</p>
      <TextField value={code} onValueChange={setCode} icon={<UserIcon />} testId="superior-code" placeholder={t('profile.superior.placeholder')}
        maxLength={32} autoCapitalize="characters" autoCorrect="off" spellCheck={false} aria-invalid={problem !== null} />
      {problem && <p className="profile-error" role="alert" data-testid="superior-error">{problem}</p>}
      <PrimaryButton type="submit" data-testid="superior-submit" loading={bind.isPending}>{t('profile.superior.submit')}</PrimaryButton>
    </form>
  );
}
