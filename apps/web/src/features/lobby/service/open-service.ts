import { useMemo } from 'react';
import { Limits } from '@casino/contract';
import { useNavigate } from '../../../shared/router/index.ts';
import { createGate } from '../../../shared/lib/throttle.ts';
import { serviceTarget, useCustomerServices } from '../api/customer-services.ts';
import type { CustomerServiceEntry } from '../api/customer-services.ts';
import { addressTarget } from '../promo/promo-target.ts';
import { useServiceFrame } from './service-frame.ts';

function openOutside(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * A service entry: isOut opens a new window; otherwise it shows inside the app, as a screen
 * when it is one of the app's own addresses, else as the chat frame.
 */
export function useOpenServiceEntry(): (entry: Pick<CustomerServiceEntry, 'url' | 'isOut'>) => void {
  const navigate = useNavigate();
  return (entry) => {
    const target = addressTarget(entry.url);
    if (target.kind === 'route') void navigate(target.to);
    else if (entry.isOut) openOutside(entry.url);
    else useServiceFrame.getState().open(entry.url);
  };
}

/**
 * The header's customer-service button (§2): the chat address inside the app when there is one,
 * else the external service address in a new window, else the service page. Taps are throttled
 * to one per 5 s (§9 header click throttle).
 */
export function useOpenCustomerService(): () => void {
  const services = useCustomerServices();
  const navigate = useNavigate();
  const gate = useMemo(() => createGate(Limits.headerThrottleMs), []);
  return () => {
    if (!gate()) return;
    const target = serviceTarget(services);
    if (!target) void navigate('/service');
    else if (target.kind === 'chat') useServiceFrame.getState().open(target.url);
    else if (addressTarget(target.url).kind === 'route') void navigate(target.url);
    else openOutside(target.url);
  };
}
