import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bank, BankKind, UserBank } from '@casino/contract';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { Notice } from '../../../shared/ui/Notice.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useSaveAccount } from '../api/user-banks.ts';
import { ACCOUNT_NAME_LENGTH, ACCOUNT_NUMBER_INPUT_MAX, checkAccountName, checkAccountNumber, normalizeAccountName } from '../lib/account-rules.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import { BankIcon } from './BankIcon.tsx';

interface AccountFormProps {
  /** The banks and e-wallets that can be bound. */
  banks: readonly Bank[];
  /** The player's bound accounts, keyed by bankId. */
  bound: Record<string, UserBank>;
  /** add: bind (replacing an account already bound for that bank, §4); modify: change the bank's account. */
  mode: 'add' | 'modify';
  /** The bank chosen at first (§5: the deposit channel's bankId). */
  initialBankId?: number | null;
  /** The bank cannot be changed (modifying one account). */
  lockBank?: boolean;
  onSaved: (bank: UserBank) => void;
  onCancel?: () => void;
  testId: string;
}

const KINDS: readonly BankKind[] = ['ewallet', 'bank'];

/**
 * A bank account or e-wallet: the bank, the holder's name and the number, checked by the
 * server's rules as the player types (docs/decisions/042); the server's answer is final.
 */
export function AccountForm({ banks, bound, mode, initialBankId = null, lockBank = false, onSaved, onCancel, testId }: AccountFormProps) {
  const { t } = useTranslation();
  const save = useSaveAccount();
  const initial = banks.find((b) => b.bankId === initialBankId) ?? null;
  const current = initial ? bound[String(initial.bankId)] : undefined;
  const [kind, setKind] = useState<BankKind>(initial?.kind ?? 'ewallet');
  const [bankId, setBankId] = useState<number | null>(initial?.bankId ?? null);
  const [name, setName] = useState(mode === 'modify' ? current?.accountName ?? '' : '');
  const [number, setNumber] = useState('');
  const [touched, setTouched] = useState({ name: false, number: false });
  const [failure, setFailure] = useState('');
  const bank = banks.find((b) => b.bankId === bankId) ?? null;
  const replaced = mode === 'add' && bank ? bound[String(bank.bankId)] : undefined;

  const nameProblem = checkAccountName(name);
  const numberProblem = bank ? checkAccountNumber(bank.kind, number) : null;
  const nameError = touched.name && nameProblem ? t(`payments.banks.rules.${nameProblem}`) : '';
  const numberError = touched.number && numberProblem ? t(`payments.banks.rules.${numberProblem}`) : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setTouched({ name: true, number: true });
    setFailure('');
    if (!bank) {
      setFailure(t('payments.banks.chooseBankFirst'));
      return;
    }
    if (nameProblem || numberProblem) return;
    try {
      const result = await save.mutateAsync({ mode, bankId: bank.bankId, accountName: normalizeAccountName(name), cardNum: number.trim() });
      onSaved(result.bank);
    } catch (error) {
      setFailure(describePaymentFailure(error, t, 'account').message);
    }
  };

  const visible = banks.filter((b) => b.kind === kind);
  return (
    <form className="pay-form" onSubmit={(event) => void submit(event)} noValidate data-testid={testId}>
      {!lockBank && (
        <>
          <div className="pay-switch" role="tablist">
            {KINDS.map((k) => (
              <button key={k} type="button" role="tab" aria-selected={kind === k} className={kind === k ? 'pay-switch__item is-active' : 'pay-switch__item'}
                data-testid={`${testId}-kind-${k}`} onClick={() => { setKind(k); if (bank?.kind !== k) setBankId(null); }}>
                {t(`payments.banks.kinds.${k}`)}
              </button>
            ))}
          </div>
          <fieldset className="pay-bank-grid">
            <legend className="pay-label">{t('payments.banks.chooseBank')}</legend>
            {visible.map((b) => (
              <label key={b.bankId} className={bankId === b.bankId ? 'pay-bank-option is-checked' : 'pay-bank-option'} data-testid={`${testId}-bank-${b.bankId}`}>
                <input type="radio" name={`${testId}-bank`} className="visually-hidden" checked={bankId === b.bankId} onChange={() => setBankId(b.bankId)} />
                <BankIcon shortBankName={b.shortBankName} size="0.9rem" />
                <span>{b.bankName}</span>
              </label>
            ))}
          </fieldset>
        </>
      )}
      {lockBank && bank && (
        <p className="pay-bank-head"><BankIcon shortBankName={bank.shortBankName} size="0.9rem" /> <span>{bank.bankName}</span></p>
      )}
      {replaced && (
        <Notice tone="warn" testId={`${testId}-replaces`}>{t('payments.banks.replaces', { name: replaced.bankName, cardNum: replaced.cardNum })}</Notice>
      )}
      <label className="pay-label" htmlFor={`${testId}-name`}>{t('payments.banks.accountName')}</label>
      <TextField id={`${testId}-name`} value={name} onValueChange={(value) => { setName(value); setFailure(''); }}
        onBlur={() => setTouched((s) => ({ ...s, name: true }))} placeholder={t('payments.banks.accountNamePlaceholder')}
        autoComplete="name" maxLength={ACCOUNT_NAME_LENGTH.max + 10} testId={`${testId}-name`} aria-invalid={nameError ? true : undefined} />
      {nameError && <p className="pay-error" role="alert" data-testid={`${testId}-name-error`}>{nameError}</p>}
      <label className="pay-label" htmlFor={`${testId}-number`}>
        {bank?.kind === 'bank' ? t('payments.banks.bankNumber') : t('payments.banks.ewalletNumber')}
      </label>
      <TextField id={`${testId}-number`} value={number} onValueChange={(value) => { setNumber(value); setFailure(''); }}
        onBlur={() => setTouched((s) => ({ ...s, number: true }))} inputMode={bank?.kind === 'bank' ? 'numeric' : 'tel'}
        placeholder={bank?.kind === 'bank' ? t('payments.banks.bankPlaceholder') : t('payments.banks.ewalletPlaceholder')}
        autoComplete="off" maxLength={ACCOUNT_NUMBER_INPUT_MAX} testId={`${testId}-number`} aria-invalid={numberError ? true : undefined} />
      {numberError
        ? <p className="pay-error" role="alert" data-testid={`${testId}-number-error`}>{numberError}</p>
        : bank && <p className="pay-hint">{t(`payments.banks.rules.${bank.kind}`)}</p>}
      {failure && <Notice tone="danger" testId={`${testId}-failure`}>{failure}</Notice>}
      <div className="pay-form__actions">
        {onCancel && <button type="button" className="pay-button pay-button--ghost" onClick={onCancel}>{t('payments.banks.cancel')}</button>}
        <PrimaryButton type="submit" loading={save.isPending} data-testid={`${testId}-submit`}>
          {mode === 'add' ? t('payments.banks.submit') : t('payments.banks.save')}
        </PrimaryButton>
      </div>
    </form>
  );
}
