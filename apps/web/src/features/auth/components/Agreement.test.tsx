import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfig } from '@casino/contract';
import { SessionKey } from '../../../shared/storage/keys.ts';
import { renderRoute } from '../../../test/render.tsx';
import { registerAuthTexts } from '../texts.ts';
import { Agreement } from './Agreement.tsx';
import { useAgreement } from './use-agreement.ts';

function Form({ site }: { site: Pick<SiteConfig, 'mode' | 'siteVariant'> }) {
  const agreement = useAgreement(site);
  const [submitted, setSubmitted] = useState(0);
  return (
    <>
      <Agreement agreement={agreement} />
      <button type="button" onClick={() => agreement.allowSubmit() && setSubmitted((n) => n + 1)}>submit</button>
      <output data-testid="submitted">{submitted}</output>
    </>
  );
}

const checkbox = () => screen.getByTestId('agreement-checkbox');
const submitted = () => screen.getByTestId('submitted').textContent;

describe('Agreement', () => {
  beforeAll(() => registerAuthTexts());

  it('is absent and never blocks on an ordinary site', async () => {
    renderRoute(<Form site={{ mode: 'default', siteVariant: 'other' }} />);
    expect(screen.queryByTestId('agreement-checkbox')).toBeNull();
    await userEvent.click(screen.getByText('submit'));
    expect(submitted()).toBe('1');
  });

  it('on n7 starts ticked, and unticked it blocks submit with verify.accountTips', async () => {
    const user = userEvent.setup();
    renderRoute(<Form site={{ mode: 'default', siteVariant: 'n7' }} />);
    expect(checkbox().getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByText('submit'));
    expect(submitted()).toBe('1');

    await user.click(checkbox());
    expect(checkbox().getAttribute('aria-checked')).toBe('false');
    await user.click(screen.getByText('submit'));
    expect(submitted()).toBe('1');
    expect(await screen.findByText('Please read and agree to the Terms of Use and Privacy Policy.')).toBeTruthy();
    expect(screen.queryByTestId('agreement-sheet')).toBeNull();
  });

  it('in green mode starts unticked; the checkbox opens the sheet instead of ticking', async () => {
    const user = userEvent.setup();
    renderRoute(<Form site={{ mode: 'green', siteVariant: 'other' }} />);
    expect(checkbox().getAttribute('aria-checked')).toBe('false');

    await user.click(checkbox());
    expect(await screen.findByTestId('agreement-sheet')).toBeTruthy();
    expect(checkbox().getAttribute('aria-checked')).toBe('false');
    expect(sessionStorage.getItem(SessionKey.agreementSheet)).toBe('true');

    await user.click(screen.getByTestId('agreement-agree'));
    expect(checkbox().getAttribute('aria-checked')).toBe('true');
    expect(sessionStorage.getItem(SessionKey.agreementSheet)).toBe('false');
    await user.click(screen.getByText('submit'));
    expect(submitted()).toBe('1');
  });

  it('in green mode submitting without agreement opens the sheet', async () => {
    const user = userEvent.setup();
    renderRoute(<Form site={{ mode: 'green', siteVariant: 'n7' }} />);
    await user.click(screen.getByText('submit'));
    expect(submitted()).toBe('0');
    expect(await screen.findByTestId('agreement-sheet')).toBeTruthy();
    expect(screen.queryByText('Please read and agree to the Terms of Use and Privacy Policy.')).toBeNull();
  });

  it('shows both documents in tabs, opening at the link that was tapped', async () => {
    const user = userEvent.setup();
    renderRoute(<Form site={{ mode: 'default', siteVariant: '6b' }} />);
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByTestId('agreement-sheet')).toBeTruthy();
    expect(screen.getByTestId('agreement-tab-privacy').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('5. How long we keep it')).toBeTruthy();

    await user.click(screen.getByTestId('agreement-tab-terms'));
    expect(screen.getByTestId('agreement-tab-terms').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('1. Who may play')).toBeTruthy();
  });

  it('reopens the sheet after a reload while it was open', async () => {
    sessionStorage.setItem(SessionKey.agreementSheet, 'true');
    renderRoute(<Form site={{ mode: 'green', siteVariant: 'other' }} />);
    await waitFor(() => expect(screen.getByTestId('agreement-sheet')).toBeTruthy());
  });
});
