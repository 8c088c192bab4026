import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycFileKind } from '@casino/contract';
import { isDesktop } from '../../../shared/device/platform.ts';
import { uploadKycFile } from '../api/upload-kyc.ts';
import { describeKycFailure } from '../lib/kyc-errors.ts';
import { checkKycFile, KYC_ACCEPT, KYC_MAX_FILE_BYTES } from '../lib/kyc-file.ts';

type Slot =
  | { stage: 'empty' }
  | { stage: 'uploading'; progress: number }
  | { stage: 'uploaded'; fileId: string }
  | { stage: 'failed'; message: string };

interface KycUploadSlotProps {
  kind: KycFileKind;
  title: string;
  hint: string;
  /** The uploaded file's id, or null while there is none. */
  onUploaded: (fileId: string | null) => void;
  /** Bumped by the page when the server no longer accepts the uploaded file: the slot empties. */
  resetKey: number;
}

/**
 * One identity photo: taken with the camera on a phone or chosen from the files, checked here
 * (type and size, as the server checks them), previewed, and uploaded at once with its progress.
 */
export function KycUploadSlot({ kind, title, hint, onUploaded, resetKey }: KycUploadSlotProps) {
  const { t } = useTranslation();
  const id = useId();
  const [slot, setSlot] = useState<Slot>({ stage: 'empty' });
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useRef<AbortController | null>(null);
  const notify = useRef(onUploaded);
  useEffect(() => {
    notify.current = onUploaded;
  });

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const [seenReset, setSeenReset] = useState(resetKey);
  if (seenReset !== resetKey) {
    setSeenReset(resetKey);
    setSlot({ stage: 'empty' });
    setFile(null);
    setPreview(null);
  }

  const start = async (chosen: File) => {
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    notify.current(null);
    setFile(chosen);
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
    const problem = await checkKycFile(chosen);
    if (controller.signal.aborted) return;
    if (problem) {
      setSlot({ stage: 'failed', message: t(`kyc.files.${problem}`, { max: Math.floor(KYC_MAX_FILE_BYTES / (1024 * 1024)) }) });
      return;
    }
    setSlot({ stage: 'uploading', progress: 0 });
    try {
      const uploaded = await uploadKycFile(kind, chosen, {
        signal: controller.signal,
        onProgress: (fraction) => setSlot((s) => (s.stage === 'uploading' ? { stage: 'uploading', progress: fraction } : s)),
      });
      if (controller.signal.aborted) return;
      setSlot({ stage: 'uploaded', fileId: uploaded.fileId });
      notify.current(uploaded.fileId);
    } catch (error) {
      if (controller.signal.aborted) return;
      setSlot({ stage: 'failed', message: `${t('kyc.upload.failed')} ${describeKycFailure(error, t).message}` });
    }
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (chosen) void start(chosen);
  };

  const percent = slot.stage === 'uploading' ? Math.round(slot.progress * 100) : 0;
  return (
    <section className="pay-card pay-upload" aria-labelledby={`${id}-title`} data-testid={`kyc-slot-${kind}`} data-stage={slot.stage}>
      <h2 id={`${id}-title`} className="pay-form__title">{title}</h2>
      <p className="pay-hint">{hint}</p>
      <div className="pay-upload__preview">
        {preview
          ? <img src={preview} alt={t('kyc.upload.preview', { what: title })} data-testid={`kyc-preview-${kind}`} />
          : <span className="pay-upload__placeholder" aria-hidden="true" />}
      </div>
      {slot.stage === 'uploading' && (
        <div className="pay-upload__progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
          aria-label={t('kyc.upload.uploading', { percent })} data-testid={`kyc-progress-${kind}`}>
          <span style={{ width: `${percent}%` }} />
          <em>{t('kyc.upload.uploading', { percent })}</em>
        </div>
      )}
      {slot.stage === 'uploaded' && <p className="pay-upload__ok" data-testid={`kyc-uploaded-${kind}`}>✓ {t('kyc.upload.uploaded')}</p>}
      {slot.stage === 'failed' && (
        <div className="pay-upload__failed">
          <p className="pay-error" role="alert" data-testid={`kyc-upload-error-${kind}`}>{slot.message}</p>
          {file && <button type="button" className="pay-link-button" onClick={() => void start(file)}>{t('kyc.upload.retry')}</button>}
        </div>
      )}
      <div className="pay-upload__actions">
        {!isDesktop() && (
          <label className="pay-button">
            {t('kyc.upload.takePhoto')}
            <input type="file" accept={KYC_ACCEPT} capture={kind === 'selfie' ? 'user' : 'environment'} className="visually-hidden"
              data-testid={`kyc-camera-${kind}`} onChange={pick} />
          </label>
        )}
        <label className="pay-button pay-button--ghost">
          {slot.stage === 'empty' ? t('kyc.upload.chooseFile') : t('kyc.upload.replace')}
          <input type="file" accept={KYC_ACCEPT} className="visually-hidden" data-testid={`kyc-file-${kind}`} onChange={pick} />
        </label>
      </div>
    </section>
  );
}
