/**
 * The words of the system mails, one function per event (English, the locale en-PK). Amounts
 * are hundredths; reasons are the operator's or the provider's own words.
 */

export interface Letter {
  title: string;
  body: string;
}

/** Reasons come from operators and providers: kept short enough for any mail. */
const REASON_MAX = 500;

/** 123456 hundredths -> "1,234.56". */
export function coins(hundredths: number): string {
  return (hundredths / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const reasonText = (reason: string): string => {
  const text = reason.trim().slice(0, REASON_MAX);
  return text === '' ? 'No reason was given.' : `Reason: ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
};

export function welcomeLetter(appName: string, giftCoin: number): Letter {
  const gift = giftCoin > 0
    ? ` Here is a welcome gift of ${coins(giftCoin)} coins: tap Claim to add it to your balance. Gift coins are played through once before they can be withdrawn.`
    : '';
  return { title: `Welcome to ${appName}!`, body: `Thank you for joining ${appName}.${gift} Good luck and have fun!` };
}

export function depositLetter(e: { orderId: string; amount: number }): Letter {
  return { title: 'Deposit received', body: `Your deposit of ${coins(e.amount)} (order ${e.orderId}) has been credited to your balance.` };
}

export function withdrawalPaidLetter(e: { orderId: string; amount: number }): Letter {
  return { title: 'Withdrawal paid', body: `Your withdrawal of ${coins(e.amount)} (order ${e.orderId}) has been paid out.` };
}

export function withdrawalRefusedLetter(e: { orderId: string; amount: number; outcome: 'rejected' | 'cancelled' | 'failed'; reason: string }): Letter {
  const back = `The ${coins(e.amount)} are back in your balance.`;
  switch (e.outcome) {
    case 'rejected':
      return { title: 'Withdrawal rejected', body: `Your withdrawal of ${coins(e.amount)} (order ${e.orderId}) was rejected. ${reasonText(e.reason)} ${back}` };
    case 'failed':
      return {
        title: 'Withdrawal failed',
        body: `The payment provider could not pay out your withdrawal of ${coins(e.amount)} (order ${e.orderId}). ${reasonText(e.reason)} ${back}`,
      };
    case 'cancelled':
      return { title: 'Withdrawal cancelled', body: `You cancelled your withdrawal of ${coins(e.amount)} (order ${e.orderId}). ${back}` };
  }
}

export function kycLetter(e: { approved: boolean; reason: string }): Letter {
  return e.approved
    ? { title: 'Identity verified', body: 'Your identity has been verified. Withdrawals are open to you.' }
    : {
        title: 'Identity verification rejected',
        body: `Your identity documents were not accepted. ${reasonText(e.reason)} Please check and submit them again.`,
      };
}

export function vipLetter(e: { from: number; level: number }): Letter {
  return { title: `Welcome to VIP ${e.level}!`, body: `Congratulations! You moved up from VIP ${e.from} to VIP ${e.level}. Enjoy the benefits of your new level.` };
}
