import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isDesktop } from '../../../../shared/device/platform.ts';
import { confirmDialog } from '../../../../shared/ui/dialog.ts';
import { PageHeader, useGoBack } from '../../../../shared/ui/PageHeader.tsx';
import { registerPromotionTexts } from '../../texts.ts';
import { FirstChargeOffer } from './FirstChargeOffer.tsx';
import '../../promotions.css';

registerPromotionTexts();

/** /activity/firstCharge (phones and the desktop): the offer on a page of its own. */
export default function FirstChargePage() {
  registerPromotionTexts();
  const { t } = useTranslation();
  const goBack = useGoBack();
  // §4: the countdown ending before anything was bought: a Tips dialog, then back.
  const onEnded = useCallback(() => {
    void confirmDialog({ title: t('promotions.endedTips'), content: t('promotions.endedBody'), confirmText: t('promotions.ok'), cancelText: t('promotions.close') })
      .then(() => goBack());
  }, [t, goBack]);
  return (
    <div className={isDesktop() ? 'promo-page promo-page--desktop' : 'promo-page'} data-testid="first-charge-page">
      {isDesktop() ? <h1 className="promo-page__heading">{t('promotions.firstCharge.title')}</h1> : <PageHeader title={t('promotions.firstCharge.title')} />}
      <div className="promo-page__body"><FirstChargeOffer onEnded={onEnded} /></div>
    </div>
  );
}
