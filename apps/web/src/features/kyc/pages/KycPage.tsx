import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KycIdTypes, Limits } from '@casino/contract';
import type { KycIdType, KycState, KycStatus } from '@casino/contract';
import { useNavigate } from '../../../shared/router/index.ts';
import { formatDate, formatDateTime } from '../../../shared/format/time.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { StatusBadge } from '../../../shared/ui/StatusBadge.tsx';
import type { BadgeTone } from '../../../shared/ui/StatusBadge.tsx';
import { ShieldIcon } from '../../../shared/ui/icons.tsx';
import { walletPaths } from '../../wallet/index.ts';
import { useKycState } from '../api/kyc.ts';
import { useKycDraft } from '../lib/kyc-draft.ts';
import { checkKycDetails, emptyKycDetails, philippineToday } from '../lib/kyc-rules.ts';
import type { KycDetails, KycField, KycProblem } from '../lib/kyc-rules.ts';
import { kycPaths } from '../paths.ts';
import { registerKycTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../kyc.css';

registerKycTexts();

const TONE: Record<KycStatus, BadgeTone> = { none: 'muted', pending: 'pending', approved: 'ok', rejected: 'bad' };

/**
 * /walletsKyc: where identity verification stands (none, pending, approved, or rejected with
 * the reason) and, when a submission is due, the ID details form; the photos follow on
 * /walletsKycUpload (docs/decisions/043).
 */
export default function KycPage() {
  registerKycTexts();
  const { t } = useTranslation();
  const state = useKycState();
  let body;
  if (state.isPending) body = <Skeleton lines={6} testId="kyc-loading" />;
  else if (state.isError) body = <ErrorState message={t('kyc.loadFailed')} onRetry={() => void state.refetch()} testId="kyc-error" />;
  else {
    const open = state.data.status === 'none' || state.data.status === 'rejected';
    body = (
      <>
        <StatusCard state={state.data} />
        {open && <DetailsForm />}
      </>
    );
  }
  return (
    <div className="pay-screen" data-testid="kyc-page">
      <PageHeader title={t('kyc.title')} fallback={walletPaths().withdraw} />
      <div className="pay-screen__body">{body}</div>
    </div>
  );
}

function StatusCard({ state }: { state: KycState }) {
  const { t } = useTranslation();
  return (
    <section className="pay-card pay-kyc-status" data-testid="kyc-status" data-status={state.status}>
      <div className="pay-kyc-status__head">
        <ShieldIcon />
        <StatusBadge tone={TONE[state.status]} testId="kyc-status-badge">{t(`kyc.status.${state.status}`)}</StatusBadge>
      </div>
      <p>{t(`kyc.statusBody.${state.status}`)}</p>
      {state.status === 'rejected' && state.reason && <Notice tone="danger" testId="kyc-reason">{t('kyc.reason', { reason: state.reason })}</Notice>}
      {state.idType && state.idNumber && (
        <p className="pay-hint">{t('kyc.idDetails', { type: t(`kyc.idTypes.${state.idType}`), number: state.idNumber })}</p>
      )}
      {state.submitTime !== null && <p className="pay-hint">{t('kyc.submitted', { time: formatDateTime(state.submitTime) })}</p>}
      {state.reviewTime !== null && <p className="pay-hint">{t('kyc.reviewed', { time: formatDateTime(state.reviewTime) })}</p>}
      {state.status === 'none' && <p className="pay-hint" data-testid="kyc-due">{t('kyc.due', { date: formatDate(state.dueTime) })}</p>}
    </section>
  );
}

function DetailsForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const draft = useKycDraft();
  const [details, setDetails] = useState<KycDetails>(draft.details ?? emptyKycDetails);
  const [problems, setProblems] = useState<Partial<Record<KycField, KycProblem>>>({});
  const today = philippineToday();

  const edit = (field: KycField) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const message = (field: KycField) => {
    const problem = problems[field];
    if (!problem) return null;
    return (
      <p className="pay-error" role="alert" data-testid={`kyc-${field}-error`}>
        {t(`kyc.rules.${problem}`, { age: Limits.minimumAge })}
      </p>
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkKycDetails(details, today);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    draft.setDetails({ ...details, idNumber: details.idNumber.trim(), firstName: details.firstName.trim(), middleName: details.middleName.trim(), lastName: details.lastName.trim() });
    void navigate(kycPaths().upload);
  };

  const field = (name: 'idNumber' | 'firstName' | 'middleName' | 'lastName', label: string, autoComplete: string) => (
    <>
      <label className="pay-label" htmlFor={`kyc-${name}`}>{label}</label>
      <TextField id={`kyc-${name}`} value={details[name]} onValueChange={edit(name)} autoComplete={autoComplete} testId={`kyc-${name}`}
        maxLength={name === 'idNumber' ? 40 : 80} aria-invalid={problems[name] ? true : undefined} />
      {message(name)}
    </>
  );

  return (
    <form className="pay-card pay-form" onSubmit={submit} noValidate data-testid="kyc-form">
      <h2 className="pay-form__title">{t('kyc.form.title')}</h2>
      <label className="pay-label" htmlFor="kyc-idType">{t('kyc.form.idType')}</label>
      <select id="kyc-idType" className="pay-select" value={details.idType} data-testid="kyc-idType"
        aria-invalid={problems.idType ? true : undefined} onChange={(event) => edit('idType')(event.target.value as KycIdType)}>
        <option value="">{t('kyc.form.chooseIdType')}</option>
        {KycIdTypes.map((type) => <option key={type} value={type}>{t(`kyc.idTypes.${type}`)}</option>)}
      </select>
      {message('idType')}
      {field('idNumber', t('kyc.form.idNumber'), 'off')}
      {field('firstName', t('kyc.form.firstName'), 'given-name')}
      {field('middleName', t('kyc.form.middleName'), 'additional-name')}
      {field('lastName', t('kyc.form.lastName'), 'family-name')}
      <label className="pay-label" htmlFor="kyc-birthDate">{t('kyc.form.birthDate')}</label>
      <input id="kyc-birthDate" type="date" className="pay-select" value={details.birthDate} max={today} min="1900-01-01" autoComplete="bday"
        data-testid="kyc-birthDate" aria-invalid={problems.birthDate ? true : undefined} onChange={(event) => edit('birthDate')(event.target.value)} />
      {message('birthDate')}
      <p className="pay-hint">{t('kyc.form.ageNote', { age: Limits.minimumAge })}</p>
      <PrimaryButton type="submit" data-testid="kyc-next">{t('kyc.form.next')}</PrimaryButton>
    </form>
  );
}
