import { VipErrcode } from '@casino/contract';
import { refusalTable } from '../../platform/refusal.ts';

/** The VIP module's refusals and their errcodes (contract VipErrcode). */
export const vipRefusal = refusalTable({
  weeklyNotConfigured: { errcode: VipErrcode.RewardNotConfigured, message: 'Your VIP level has no weekly reward' },
  monthlyNotConfigured: { errcode: VipErrcode.RewardNotConfigured, message: 'Your VIP level has no monthly reward' },
  weeklyReceived: { errcode: VipErrcode.RewardAlreadyReceived, message: "You have already received this week's VIP reward" },
  monthlyReceived: { errcode: VipErrcode.RewardAlreadyReceived, message: "You have already received this month's VIP reward" },
});
