import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import { Limits } from '@casino/contract';
import type { RechargeChannel } from '@casino/contract';
import { isDesktop } from '../../../shared/device/platform.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { useDebouncedCallback } from '../../../shared/hooks/use-debounced-callback.ts';
import { PrimaryButton } from '../../../shared/ui/Button.tsx';
import { Popup } from '../../../shared/ui/popup.ts';
import { channelState } from '../lib/channels.ts';
import type { ChannelState } from '../lib/channels.ts';
import { BankIcon } from './BankIcon.tsx';

interface ChannelChooserProps {
  visible: boolean;
  /** Hundredths. */
  amount: number;
  channels: readonly RechargeChannel[];
  boundBankIds: ReadonlySet<number>;
  /** An order is being created: the confirm button waits. */
  pending: boolean;
  onClose: () => void;
  onConfirm: (channel: RechargeChannel) => void;
}

/** A sheet from the bottom on phones, a centred dialog on desktop. */
function Frame({ visible, onClose, children }: { visible: boolean; onClose: () => void; children: ReactNode }) {
  if (isDesktop()) {
    return <CenterPopup visible={visible} onMaskClick={onClose} destroyOnClose bodyClassName="pay-chooser__body">{children}</CenterPopup>;
  }
  return <Popup visible={visible} position="bottom" onMaskClick={onClose} destroyOnClose bodyClassName="pay-chooser__body">{children}</Popup>;
}

/**
 * The channel chooser dialog (§2): the deposit channels (§3 appRechargeTypeList) for the amount,
 * each with its limits; a channel that needs an account the player has not bound can still be
 * chosen and leads to binding it (§5). Confirming is debounced 300 ms (§9).
 */
export function ChannelChooser({ visible, amount, channels, boundBankIds, pending, onClose, onConfirm }: ChannelChooserProps) {
  const { t } = useTranslation();
  const states = new Map(channels.map((c) => [c.id, channelState(c, amount, boundBankIds)]));
  const firstUsable = channels.find((c) => states.get(c.id) === 'available') ?? channels.find((c) => states.get(c.id) !== 'outOfRange');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = channels.find((c) => c.id === chosenId && states.get(c.id) !== 'outOfRange') ?? firstUsable ?? null;
  const confirm = useDebouncedCallback(() => {
    if (chosen && !pending) onConfirm(chosen);
  }, Limits.channelConfirmDebounceMs);

  return (
    <Frame visible={visible} onClose={onClose}>
      <section className="pay-chooser" aria-labelledby="pay-chooser-title" data-testid="channel-chooser">
        <header className="pay-chooser__head">
          <h2 id="pay-chooser-title">{t('payments.deposit.chooserTitle')}</h2>
          <button type="button" className="pay-chooser__close" aria-label={t('common.close')} onClick={onClose} data-testid="channel-chooser-close">×</button>
        </header>
        <p className="pay-chooser__amount">
          <span>{t('payments.deposit.chooserAmount')}</span>
          <strong data-testid="channel-chooser-amount">{formatMoney(amount)}</strong>
        </p>
        <div className="pay-channels" role="radiogroup" aria-labelledby="pay-chooser-title">
          {channels.map((channel) => (
            <ChannelOption key={channel.id} channel={channel} state={states.get(channel.id) ?? 'available'}
              checked={chosen?.id === channel.id} onChoose={() => setChosenId(channel.id)} />
          ))}
        </div>
        {!chosen && <p className="pay-chooser__none" role="status">{t('payments.deposit.chooseChannel')}</p>}
        <PrimaryButton type="button" disabled={!chosen} loading={pending} onClick={confirm} data-testid="channel-confirm">
          {t('payments.deposit.confirm', { amount: formatMoney(amount) })}
        </PrimaryButton>
      </section>
    </Frame>
  );
}

function ChannelOption({ channel, state, checked, onChoose }: { channel: RechargeChannel; state: ChannelState; checked: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const note = state === 'outOfRange'
    ? t('payments.deposit.channelOutOfRange')
    : state === 'needsAccount' ? t('payments.deposit.channelNeedsAccount') : t(`payments.deposit.kinds.${channel.kind}`);
  return (
    <button type="button" role="radio" aria-checked={checked} disabled={state === 'outOfRange'}
      className={checked ? 'pay-channel is-checked' : 'pay-channel'} data-testid={`channel-${channel.id}`} data-state={state} onClick={onChoose}>
      {channel.iconH5
        ? <img className="pay-channel__icon" src={channel.iconH5} alt="" width={36} height={36} loading="lazy" />
        : <BankIcon shortBankName={channel.name} size={36} />}
      <span className="pay-channel__text">
        <span className="pay-channel__name">{channel.name}</span>
        <span className={state === 'available' ? 'pay-channel__note' : 'pay-channel__note is-warn'}>{note}</span>
      </span>
      <span className="pay-channel__limits">
        {t('payments.deposit.channelLimits', { min: formatMoney(channel.minAmount), max: formatMoney(channel.maxAmount) })}
      </span>
      <span className="pay-channel__radio" aria-hidden="true" />
    </button>
  );
}
