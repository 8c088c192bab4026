import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoneyLimit, MoneyLimitKind } from '@casino/contract';
import { formatMoney, moneyInputText } from '../../../shared/format/money.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { useSetMoneyLimit } from '../api/set-money-limit.ts';
import { parseLimitAmount, usedPercent } from '../lib/limit-amount.ts';
import { formatPhilippineTime } from '../lib/philippine-time.ts';
import { ConfirmLimitButton } from './ConfirmLimitButton.tsx';
import { describeSaferPlayFailure } from '../lib/safer-play-errors.ts';

/** One kind of money limit (deposit, loss or wager): a row per period. */
export function MoneyLimitCard({ kind, limits, now }: { kind: MoneyLimitKind; limits: readonly MoneyLimit[]; now: number }) {
  const { t } = useTranslation();
  return (
    <section className="sp-card" data-testid={`limits-${kind}`}>
      <h3 className="sp-card__title">{t(`saferPlay.kinds.${kind}`)}</h3>
      <p className="sp-card__note">{t(`saferPlay.kindNotes.${kind}`)}</p>
      {limits.map((limit) => <MoneyLimitRow key={limit.period} limit={limit} now={now} />)}
    </section>
  );
}

function MoneyLimitRow({ limit, now }: { limit: MoneyLimit; now: number }) {
  const { t } = useTranslation();
  const { kind, period, amount, used, pending } = limit;
  const id = `limit-${kind}-${period}`;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const setLimit = useSetMoneyLimit();
  const names = { kind: t(`saferPlay.kinds.${kind}`).toLowerCase(), per: t(`saferPlay.periods.${period}`).toLowerCase() };

  const send = (next: number | null) => {
    setLimit.mutate({ kind, period, amount: next }, {
      onSuccess: (settings) => {
        setText('');
        const after = settings.limits.find((l) => l.kind === kind && l.period === period);
        // A raise or removal waits; anything else applies at once.
        if (after?.pending) void toast.success(t('saferPlay.limits.waiting', { time: formatPhilippineTime(after.pending.effectiveAt) }));
        else if (after?.amount != null) void toast.success(t('saferPlay.limits.applied', { kind: names.kind, period: names.per, amount: formatMoney(after.amount) }));
      },
      onError: (error) => void toast.fail(describeSaferPlayFailure(error, t)),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hundredths = parseLimitAmount(text);
    setProblem(hundredths === null ? t('saferPlay.limits.badAmount') : null);
    if (hundredths !== null && !setLimit.isPending) send(hundredths);
  };
  const due = pending !== null && pending.effectiveAt <= now;

  return (
    <div className="sp-limit" data-testid={id}>
      <div className="sp-limit__head">
        <span className="sp-limit__period">{t(`saferPlay.periods.${period}`)}</span>
        <strong className="sp-limit__amount" data-testid={`${id}-amount`}>
          {amount === null ? t('saferPlay.limits.none') : t('saferPlay.limits.inForce', { amount: formatMoney(amount) })}
        </strong>
      </div>
      {amount !== null ? (
        <>
          <div className="sp-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={usedPercent(used, amount)}
            aria-label={t('saferPlay.limits.used', { used: formatMoney(used), limit: formatMoney(amount) })} data-testid={`${id}-progress`}>
            <span className="sp-progress__fill" style={{ width: `${usedPercent(used, amount)}%` }} />
          </div>
          <p className="sp-limit__line" data-testid={`${id}-used`}>{t('saferPlay.limits.used', { used: formatMoney(used), limit: formatMoney(amount) })}</p>
        </>
      ) : (
        <p className="sp-limit__line" data-testid={`${id}-used`}>{t('saferPlay.limits.usedNoLimit', { when: t(`saferPlay.thisPeriod.${period}`), used: formatMoney(used) })}</p>
      )}
      <p className="sp-limit__line sp-limit__line--muted" data-testid={`${id}-resets`}>{t('saferPlay.limits.resets', { time: formatPhilippineTime(limit.periodEndsAt) })}</p>
      {pending && (
        <div className="sp-pending" data-testid={`${id}-pending`}>
          <span>
            {pending.value === null
              ? t('saferPlay.limits.pendingRemoval', { time: formatPhilippineTime(pending.effectiveAt) })
              : t('saferPlay.limits.pendingRaise', { amount: formatMoney(pending.value), time: formatPhilippineTime(pending.effectiveAt) })}
          </span>
          {due && (
            <ConfirmLimitButton limit={{ kind, period }} testId={`${id}-confirm`} />
          )}
        </div>
      )}
      <form className="sp-limit__form" onSubmit={submit} noValidate>
        <label className="visually-hidden" htmlFor={`${id}-input`}>{t('saferPlay.limits.amountLabel', { kind: names.kind, period: names.per })}</label>
        <input id={`${id}-input`} className="sp-input" value={text} inputMode="decimal" autoComplete="off"
          placeholder={amount === null ? t('saferPlay.limits.placeholder') : moneyInputText(amount)} aria-invalid={problem ? true : undefined}
          onChange={(event) => setText(event.target.value.replace(/[^\d.]/g, ''))} data-testid={`${id}-input`} />
        <button type="submit" className="sp-button" disabled={setLimit.isPending} data-testid={`${id}-set`}>{t('saferPlay.limits.set')}</button>
        {amount !== null && pending?.value !== null && (
          <button type="button" className="sp-button sp-button--ghost" disabled={setLimit.isPending} onClick={() => send(null)} data-testid={`${id}-remove`}>
            {t('saferPlay.limits.remove')}
          </button>
        )}
      </form>
      {problem && <p className="sp-limit__problem" role="alert" data-testid={`${id}-problem`}>{problem}</p>}
    </div>
  );
}
