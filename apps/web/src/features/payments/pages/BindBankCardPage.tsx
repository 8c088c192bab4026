import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '../../../shared/router/index.ts';
import { PageHeader, useGoBack } from '../../../shared/ui/PageHeader.tsx';
import { ErrorState, Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useUserBanks } from '../api/user-banks.ts';
import { AccountForm } from '../components/AccountForm.tsx';
import { paymentPaths } from '../paths.ts';
import { registerPaymentTexts } from '../texts.ts';
import '../../../shared/ui/form-screens.css';
import '../payments.css';

registerPaymentTexts();

/**
 * /bindBankCard (/lobby/bindBankCard on desktop): bind a bank account or e-wallet. §5: with
 * id={bankId} that bank is chosen; with back=1 the player returns where they came from (the
 * deposit page) once it is bound, otherwise to the account list.
 */
export default function BindBankCardPage() {
  registerPaymentTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paths = paymentPaths();
  const goBack = useGoBack(paths.deposit);
  const banks = useUserBanks();
  const back = params.get('back') === '1';
  const requested = Number(params.get('id'));
  const initialBankId = Number.isInteger(requested) && requested > 0 ? requested : null;

  let body;
  if (banks.isPending) body = <Skeleton lines={6} testId="bind-loading" />;
  else if (banks.isError) body = <ErrorState message={t('payments.banks.loadFailed')} onRetry={() => void banks.refetch()} testId="bind-error" />;
  else {
    body = (
      <section className="pay-card">
        <AccountForm key={initialBankId ?? 0} banks={banks.data.bankList} bound={banks.data.appUserBankList} mode="add"
          initialBankId={initialBankId} testId="bind"
          onSaved={() => {
            void toast.success(t('payments.banks.bound'));
            if (back) goBack();
            else void navigate(paths.bankCardList, { replace: true });
          }} />
      </section>
    );
  }
  return (
    <div className="pay-screen" data-testid="bind-page">
      <PageHeader title={t('payments.banks.bindTitle')} fallback={paths.bankCardList} />
      <div className="pay-screen__body">{body}</div>
    </div>
  );
}
