import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDERS, Limits, REAL_NAME_LENGTH_MAX } from '@casino/contract';
import type { Gender, UserOther } from '@casino/contract';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSaveUserOther, useUserOther } from '../api/user-other.ts';
import { describeProfileFailure } from '../lib/profile-errors.ts';
import { checkUserOther } from '../lib/user-other-rules.ts';
import type { UserOtherDraft, UserOtherField } from '../lib/user-other-rules.ts';

/** appUserOther: loads the saved details, then the form to fill them in or change them. */
export function UserOtherSection() {
  const { t } = useTranslation();
  const details = useUserOther();
  if (details.isPending) return <section className="profile-card"><Skeleton lines={5} testId="user-other-loading" /></section>;
  if (details.isError) return <ErrorState message={t('profile.info.loadFailed')} onRetry={() => void details.refetch()} testId="user-other-error" />;
  // Keyed by the save time, so a save elsewhere refills the form.
  return <UserOtherForm key={details.data.updatedAt ?? 0} saved={details.data} />;
}

function UserOtherForm({ saved }: { saved: UserOther }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<UserOtherDraft>({ realName: saved.realName, email: saved.email, birthday: saved.birthday, gender: saved.gender });
  const [problems, setProblems] = useState<Partial<Record<UserOtherField, string>>>({});
  const save = useSaveUserOther();
  const set = (field: UserOtherField) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkUserOther(draft);
    const texts = Object.fromEntries(Object.entries(found).map(([field, problem]) => [
      field, t(`profile.infoRules.${problem}`, { max: REAL_NAME_LENGTH_MAX, age: Limits.minimumAge }),
    ]));
    setProblems(texts);
    if (Object.keys(texts).length > 0 || draft.gender === '') return;
    try {
      await save.mutateAsync({ realName: draft.realName.trim(), email: draft.email.trim(), birthday: draft.birthday, gender: draft.gender });
      void toast.success(t('profile.info.saved'));
    } catch (error) {
      void toast.fail(describeProfileFailure(error, t));
    }
  };

  const error = (field: UserOtherField) => problems[field]
    ? <p className="profile-error" role="alert" data-testid={`user-other-${field}-error`}>{problems[field]}</p>
    : null;

  return (
    <form className="profile-card" onSubmit={submit} noValidate data-testid="user-other-form">
      <div className="profile-hero">
        <h2 className="profile-card__title">{t('profile.info.formTitle')}</h2>
        <span className={saved.hasUserOther ? 'profile-badge profile-badge--ok' : 'profile-badge profile-badge--muted'} data-testid="user-other-status">
          {saved.hasUserOther ? t('profile.info.filled') : t('profile.info.notFilled')}
        </span>
      </div>
      <p className="profile-lead">{t('profile.info.lead')}</p>
      <label className="profile-label" htmlFor="user-other-realName">{t('profile.info.realName')}</label>
      <TextField id="user-other-realName" value={draft.realName} onValueChange={set('realName')} testId="user-other-realName"
        maxLength={REAL_NAME_LENGTH_MAX + 10} autoComplete="name" aria-invalid={problems.realName !== undefined} />
      {error('realName')}
      <label className="profile-label" htmlFor="user-other-email">{t('profile.info.email')}</label>
      <TextField id="user-other-email" type="email" value={draft.email} onValueChange={set('email')} testId="user-other-email"
        maxLength={254} autoComplete="email" inputMode="email" aria-invalid={problems.email !== undefined} />
      {error('email')}
      <label className="profile-label" htmlFor="user-other-birthday">{t('profile.info.birthday')}</label>
      <TextField id="user-other-birthday" type="date" value={draft.birthday} onValueChange={set('birthday')} testId="user-other-birthday"
        autoComplete="bday" aria-invalid={problems.birthday !== undefined} />
      {error('birthday')}
      <label className="profile-label" htmlFor="user-other-gender">{t('profile.info.gender')}</label>
      <select id="user-other-gender" className="profile-select" value={draft.gender} data-testid="user-other-gender"
        aria-invalid={problems.gender !== undefined} onChange={(event) => set('gender')(event.target.value as Gender | '')}>
        <option value="">{t('profile.info.genderChoose')}</option>
        {GENDERS.map((gender) => <option key={gender} value={gender}>{t(`profile.info.genders.${gender}`)}</option>)}
      </select>
      {error('gender')}
      <PrimaryButton type="submit" data-testid="user-other-save" loading={save.isPending}>{t('profile.info.save')}</PrimaryButton>
    </form>
  );
}
