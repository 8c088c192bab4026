import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../../shared/ui/popup.ts';
import { BackIcon } from '../../../shared/ui/icons.tsx';
import { PrivacyPolicy, TermsOfUse } from '../../compliance/index.ts';
import type { AgreementState, AgreementTab } from './use-agreement.ts';
import './AgreementSheet.css';

/** Full-screen sheet with the Terms of Use and Privacy Policy tabs and an I Agree button. */
export default function AgreementSheet({ agreement }: { agreement: AgreementState }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<AgreementTab>(agreement.tab);
  // Follow the link the sheet was opened from.
  const [openedAt, setOpenedAt] = useState(agreement.tab);
  if (openedAt !== agreement.tab) {
    setOpenedAt(agreement.tab);
    setTab(agreement.tab);
  }

  const tabButton = (id: AgreementTab, label: string) => (
    <button type="button" role="tab" aria-selected={tab === id} data-testid={`agreement-tab-${id}`}
      className={tab === id ? 'agreement-sheet__tab is-active' : 'agreement-sheet__tab'} onClick={() => setTab(id)}>
      {label}
    </button>
  );

  return (
    <Popup visible={agreement.sheetOpen} position="bottom" destroyOnClose onMaskClick={agreement.closeSheet}
      bodyClassName="agreement-sheet__body">
      <section className="agreement-sheet" data-testid="agreement-sheet" aria-label={t('agreement.title')}>
        <header className="agreement-sheet__header">
          <button type="button" className="agreement-sheet__close" aria-label={t('common.close')} onClick={agreement.closeSheet}>
            <BackIcon />
          </button>
          <div className="agreement-sheet__tabs" role="tablist">
            {tabButton('terms', t('agreement.terms'))}
            {tabButton('privacy', t('agreement.privacy'))}
          </div>
        </header>
        <div className="agreement-sheet__content" role="tabpanel">
          {tab === 'terms' ? <TermsOfUse /> : <PrivacyPolicy />}
        </div>
        <footer className="agreement-sheet__footer">
          <button type="button" className="agreement-sheet__agree" data-testid="agreement-agree" onClick={agreement.agree}>
            {t('agreement.agree')}
          </button>
        </footer>
      </section>
    </Popup>
  );
}
