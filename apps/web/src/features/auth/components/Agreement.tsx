import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckBox } from '../../../shared/ui/CheckBox.tsx';
import type { AgreementState } from './use-agreement.ts';
import { lazyInOwnTask } from '../../../shared/render/lazy-in-own-task.ts';

const AgreementSheet = lazyInOwnTask(() => import('./AgreementSheet.tsx'));

/** The agreement tick box with links to the terms and privacy sheet. */
export function Agreement({ agreement }: { agreement: AgreementState }) {
  const { t } = useTranslation();
  // Mount the sheet on first open and keep it, so its closing animation can play.
  const [sheetMounted, setSheetMounted] = useState(agreement.sheetOpen);
  if (agreement.sheetOpen && !sheetMounted) setSheetMounted(true);

  if (!agreement.shown) return null;
  return (
    <div className="auth-agreement">
      <CheckBox checked={agreement.checked} onToggle={agreement.toggle} testId="agreement-checkbox" label={t('agreement.prefix')}>
        {t('agreement.prefix')}{' '}
        <button type="button" className="auth-agreement__link" onClick={() => agreement.openSheet('terms')}>{t('agreement.terms')}</button>
        {' '}{t('agreement.and')}{' '}
        <button type="button" className="auth-agreement__link" onClick={() => agreement.openSheet('privacy')}>{t('agreement.privacy')}</button>
      </CheckBox>
      {sheetMounted && (
        <Suspense fallback={null}>
          <AgreementSheet agreement={agreement} />
        </Suspense>
      )}
    </div>
  );
}
