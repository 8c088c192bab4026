import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import type { KycIdType } from '@casino/contract';
import { Link, useNavigate } from '../../../shared/router/index.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useSubmitKyc } from '../api/kyc.ts';
import { KycUploadSlot } from '../components/KycUploadSlot.tsx';
import { useKycDraft } from '../lib/kyc-draft.ts';
import { describeKycFailure } from '../lib/kyc-errors.ts';
import { KYC_MAX_FILE_BYTES } from '../lib/kyc-file.ts';
import { kycPaths } from '../paths.ts';
import { registerKycTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../kyc.css';

registerKycTexts();

/**
 * /walletsKycUpload: the ID photo and the selfie, each uploaded as soon as it is chosen
 * (uploadKyc), then the details and both file ids submitted for review (addKyc).
 */
export default function KycUploadPage() {
  registerKycTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = kycPaths();
  const details = useKycDraft((state) => state.details);
  const clearDraft = useKycDraft((state) => state.clear);
  const submit = useSubmitKyc();
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [selfieId, setSelfieId] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [resetKey, setResetKey] = useState(0);

  const send = async () => {
    if (!details || submit.isPending) return;
    if (!photoId || !selfieId) {
      setFailure(t('kyc.upload.needBoth'));
      return;
    }
    setFailure('');
    try {
      await submit.mutateAsync({
        idType: details.idType as KycIdType, idNumber: details.idNumber, firstName: details.firstName, middleName: details.middleName,
        lastName: details.lastName, birthDate: details.birthDate, photoFileId: photoId, selfieFileId: selfieId,
      });
      clearDraft();
      void toast.success(t('kyc.upload.done'));
      void navigate(paths.kyc, { replace: true });
    } catch (error) {
      const problem = describeKycFailure(error, t);
      if (problem.reupload) {
        setPhotoId(null);
        setSelfieId(null);
        setResetKey((k) => k + 1);
      }
      setFailure(problem.message);
    }
  };

  return (
    <div className="pay-screen" data-testid="kyc-upload-page">
      <PageHeader title={t('kyc.uploadTitle')} fallback={paths.kyc} />
      <div className="pay-screen__body">
        {!details ? (
          <Notice tone="warn" testId="kyc-no-draft" action={{ to: paths.kyc, label: t('kyc.title'), testId: 'kyc-no-draft-link' }}>
            {t('kyc.upload.noDraft')}
          </Notice>
        ) : (
          <>
            <p className="pay-hint">{t('kyc.upload.intro', { max: Math.floor(KYC_MAX_FILE_BYTES / (1024 * 1024)) })}</p>
            <KycUploadSlot kind="idPhoto" title={t('kyc.upload.idPhoto')} hint={t('kyc.upload.idPhotoHint')} onUploaded={setPhotoId} resetKey={resetKey} />
            <KycUploadSlot kind="selfie" title={t('kyc.upload.selfie')} hint={t('kyc.upload.selfieHint')} onUploaded={setSelfieId} resetKey={resetKey} />
            {failure && <Notice tone="danger" testId="kyc-submit-failure">{failure}</Notice>}
            <PrimaryButton type="button" loading={submit.isPending} disabled={!photoId || !selfieId} onClick={() => void send()} data-testid="kyc-submit">
              {t('kyc.upload.submit')}
            </PrimaryButton>
            <Link to={paths.kyc} className="pay-link-button pay-center" data-testid="kyc-edit-details">{t('kyc.upload.back')}</Link>
            <p className="pay-hint pay-center">{t('kyc.form.ageNote', { age: Limits.minimumAge })}</p>
          </>
        )}
      </div>
    </div>
  );
}
