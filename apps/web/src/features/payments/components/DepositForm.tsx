import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import type { RechargeChannel } from '@casino/contract';
import { useNavigate } from '../../../shared/router/index.ts';
import { isCallError } from '../../../shared/api/errors.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { DepositBonusHint } from '../../promotions/index.ts';
import { AmountInput } from '../../wallet/index.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import type { DepositOrderReply } from '../api/create-deposit.ts';
import { useRechargeConfig } from '../api/get-recharge-config.ts';
import { useUserBanks } from '../api/user-banks.ts';
import { bindRedirect } from '../lib/channels.ts';
import { checkDepositAmount, depositLimits, presetAmounts } from '../lib/deposit-amount.ts';
import type { DepositAmountProblem } from '../lib/deposit-amount.ts';
import { describePaymentFailure } from '../lib/payment-errors.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { paymentPaths } from '../paths.ts';
import { ChannelChooser } from './ChannelChooser.tsx';

/** How long typing may pause before the amount is judged (§9: the deposit dialog's 300 ms). */
const AMOUNT_DEBOUNCE_MS = Limits.channelConfirmDebounceMs;

/**
 * The deposit form: an amount with quick picks and the limits, then the channel chooser. §4:
 * confirming creates the order, closes the chooser and opens the Deposit page (`onOrder`).
 */
export function DepositForm({ onOrder, initial }: {
  onOrder: (order: DepositOrderReply) => void;
  /** A deposit made for an activity (a sign-in card, the fund): its amount to start from and the activity (recharge3 actType). */
  initial?: { amount: number; actType: number };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useRechargeConfig();
  const banks = useUserBanks();
  const create = useCreateDeposit();
  const [text, setText] = useState(initial ? String(initial.amount / 100) : '');
  const [chooserAmount, setChooserAmount] = useState<number | null>(null);
  const [shownProblem, setShownProblem] = useState<DepositAmountProblem | null>(null);
  const settledText = useDebouncedValue(text, AMOUNT_DEBOUNCE_MS);

  const channels = useMemo(() => config.data?.channels ?? [], [config.data]);
  const limits = useMemo(() => depositLimits(channels), [channels]);
  const presets = useMemo(() => presetAmounts(channels), [channels]);
  const bound = useMemo(() => new Set(Object.values(banks.data?.appUserBankList ?? {}).map((b) => b.bankId)), [banks.data]);

  if (config.isPending) return <Skeleton lines={5} testId="deposit-loading" />;
  if (config.isError) return <ErrorState message={t('payments.loadFailed')} onRetry={() => void config.refetch()} testId="deposit-error" />;
  if (channels.length === 0) return <EmptyState testId="deposit-no-channels">{t('payments.deposit.noChannels')}</EmptyState>;

  // Judged once typing pauses, so no error flashes while the player is still typing; a submit judges at once.
  const settled = checkDepositAmount(settledText, limits);
  const problem = shownProblem ?? (settledText.trim() === '' ? null : settled.problem ?? null);
  const problemText = problem === null ? '' : problemMessage(problem);

  function problemMessage(which: DepositAmountProblem): string {
    switch (which) {
      case 'required': return t('wallet.amount.required');
      case 'invalid': return t('wallet.amount.invalid');
      case 'zero': return t('wallet.amount.zero');
      case 'belowMinimum': return t('payments.errors.amountBelowMinimumOf', { min: formatMoney(limits.min) });
      case 'aboveMaximum': return t('payments.errors.amountAboveMaximumOf', { max: formatMoney(limits.max) });
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = checkDepositAmount(text, limits);
    if (now.problem) {
      setShownProblem(now.problem);
      return;
    }
    setChooserAmount(now.amount);
  };

  const goBind = (channel: RechargeChannel) => {
    const to = bindRedirect(channel, bound, paymentPaths().bindBankCard)
      ?? (channel.bankId !== 0 ? `${paymentPaths().bindBankCard}?back=1&id=${channel.bankId}` : `${paymentPaths().bindBankCard}?back=1`);
    void toast.info(channel.bankId !== 0 ? t('payments.deposit.bindFirst', { name: channel.name }) : t('payments.deposit.bindAny'));
    setChooserAmount(null);
    void navigate(to);
  };

  const confirm = async (channel: RechargeChannel) => {
    if (chooserAmount === null || create.isPending) return;
    // §5: a channel whose account is not bound sends the player to bind it first.
    if (banks.data && bindRedirect(channel, bound, paymentPaths().bindBankCard)) {
      goBind(channel);
      return;
    }
    void toast.loading(t('payments.deposit.creating'));
    try {
      const order = await create.mutateAsync({ amount: chooserAmount, rechargeType: channel.id, actType: initial?.actType ?? 0 });
      void toast.clear();
      setChooserAmount(null);
      onOrder(order);
    } catch (error) {
      // §8: a network failure only closes the loading indicator; the chooser stays for another try.
      if (!isCallError(error)) {
        void toast.clear();
        return;
      }
      const failure = describePaymentFailure(error, t, 'deposit', { min: channel.minAmount, max: channel.maxAmount });
      if (failure.remedy === 'bind') {
        void toast.clear();
        goBind(channel);
        return;
      }
      void toast.fail(failure.message);
    }
  };

  return (
    <form className="pay-card pay-form" onSubmit={submit} noValidate data-testid="deposit-form">
      <AmountInput look="form" value={text} onChange={(value) => { setText(value); setShownProblem(null); }} label={t('payments.deposit.amountLabel')}
        placeholder={t('payments.deposit.amountPlaceholder')} presets={presets} max={limits.max} testId="deposit"
        hint={t('payments.deposit.limits', { min: formatMoney(limits.min), max: formatMoney(limits.max) })} error={problemText} />
      <DepositBonusHint amount={settled.problem ? null : settled.amount} />
      <PrimaryButton type="submit" data-testid="deposit-submit">{t('payments.deposit.submit')}</PrimaryButton>
      <ChannelChooser visible={chooserAmount !== null} amount={chooserAmount ?? 0} channels={channels} boundBankIds={bound}
        pending={create.isPending} onClose={() => setChooserAmount(null)} onConfirm={(channel) => void confirm(channel)} />
    </form>
  );
}
