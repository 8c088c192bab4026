import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLOSE_REASON_MAX } from '@casino/contract';
import { useNavigate } from '../../../shared/router/index.ts';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useCloseAccount } from '../api/close-account.ts';
import { playerDataFileName, useDownloadMyData } from '../api/export-my-data.ts';
import { describeCloseFailure, describeDownloadFailure } from '../lib/privacy-errors.ts';

/** The player's own data: download it as a file, or close the account (docs/decisions/069). */
export function PrivacyActions() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const [closing, setClosing] = useState(false);
  return (
    <section className="profile-privacy" data-testid="profile-privacy" aria-labelledby="profile-privacy-title">
      <h2 id="profile-privacy-title" className="profile-privacy__title">{t('profile.privacy.title')}</h2>
      <p className="profile-privacy__lead">{t('profile.privacy.downloadLead')}</p>
      <button type="button" className="profile-privacy__action" data-testid="privacy-download" disabled={download.isPending}
        onClick={() => download.mutate()}>
        {download.isPending ? t('profile.privacy.downloading') : t('profile.privacy.download')}
      </button>
      {download.isPending && <p role="status" data-testid="privacy-download-status">{t('profile.privacy.downloading')}</p>}
      {download.isError && <Notice tone="danger" testId="privacy-download-error">{describeDownloadFailure(download.error, t)}</Notice>}
      {download.isSuccess && (
        <Notice tone="ok" testId="privacy-download-done">{t('profile.privacy.downloaded', { file: playerDataFileName(download.data) })}</Notice>
      )}
      <button type="button" className="profile-privacy__action profile-privacy__action--danger" data-testid="privacy-close" onClick={() => setClosing(true)}>
        {t('profile.privacy.close')}
      </button>
      {closing && <CloseAccountDialog onCancel={() => setClosing(false)} />}
    </section>
  );
}

/** Says what closing means before asking for the password; the account closes only on confirm. */
function CloseAccountDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [missingPassword, setMissingPassword] = useState(false);
  const consequences = ['login', 'balance', 'rewards', 'records'] as const;

  const submit = () => {
    if (password === '') {
      setMissingPassword(true);
      return;
    }
    setMissingPassword(false);
    close.mutate({ password, reason }, { onSuccess: () => void navigate('/', { replace: true }) });
  };

  return (
    <div className="profile-dialog" role="dialog" aria-modal="true" aria-labelledby="close-account-title" data-testid="close-account-dialog">
      <div className="profile-dialog__panel">
        <h2 id="close-account-title">{t('profile.privacy.closeTitle')}</h2>
        <p>{t('profile.privacy.closeLead')}</p>
        <ul data-testid="close-account-consequences">
          {consequences.map((key) => <li key={key}>{t(`profile.privacy.closeConsequences.${key}`)}</li>)}
        </ul>
        <PasswordField value={password} onValueChange={setPassword} placeholder={t('profile.privacy.password')} autoComplete="current-password"
          testId="close-account-password" />
        <TextField value={reason} onValueChange={setReason} placeholder={t('profile.privacy.reason')} maxLength={CLOSE_REASON_MAX}
          testId="close-account-reason" />
        {missingPassword && <Notice tone="danger" testId="close-account-error">{t('profile.privacy.passwordRequired')}</Notice>}
        {close.isError && <Notice tone="danger" testId="close-account-error">{describeCloseFailure(close.error, t)}</Notice>}
        <div className="profile-dialog__actions">
          <button type="button" className="profile-privacy__action" data-testid="close-account-cancel" onClick={onCancel} disabled={close.isPending}>
            {t('profile.privacy.cancel')}
          </button>
          <button type="button" className="profile-privacy__action profile-privacy__action--danger" data-testid="close-account-confirm"
            onClick={submit} disabled={close.isPending}>
            {close.isPending ? t('profile.privacy.closing') : t('profile.privacy.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
