import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Limits } from '@casino/contract';
import { Link, useNavigate, useSearchParams } from '../../../shared/router/index.ts';
import { useTimeout } from '../../../shared/hooks/use-timeout.ts';
import { Skeleton } from '../../../shared/ui/StateViews.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { takePendingLineLogin, useLineLogin } from '../api/line-login.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { describeLineFailure } from '../line-errors.ts';
import { afterLoginPath } from '../redirect.ts';
import { startSession } from '../session.ts';
import { registerAuthTexts } from '../texts.ts';

registerAuthTexts();

/**
 * Where LINE sends the player back (§2: "returns with a state and a code"): the state must be
 * the one this tab sent; then the server checks it too, exchanges the code and logs in, and the
 * player goes on as after any login (docs/decisions/060).
 */
export default function LineCallbackPage() {
  registerAuthTexts();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLineLogin();
  const later = useTimeout();
  const [problem, setProblem] = useState<string | null>(null);
  // The pending sign-in is taken out of storage once; a second run of the effect must not look again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takePendingLineLogin();
    const code = params.get('code');
    const error = params.get('error');
    if (error) {
      setProblem(t(error === 'access_denied' ? 'line.cancelled' : 'line.refused'));
      return;
    }
    if (!pending || !code || params.get('state') !== pending.state) {
      setProblem(t('line.stateMismatch'));
      return;
    }
    login.mutateAsync({ code, pending }).then((result) => {
      startSession(result);
      void toast.success(t('common.success'));
      later(() => void navigate(afterLoginPath(pending.redirect ?? null), { replace: true }), Limits.postLoginRedirectMs);
    }, (failure: unknown) => setProblem(describeLineFailure(failure, t)));
  }, [params, login, later, navigate, t]);

  return (
    <AuthLayout title={t('line.title')} fallback="/login">
      {problem === null ? (
        <div className="auth-form" data-testid="line-callback-pending">
          <p className="auth-form__note">{t('line.signingIn')}</p>
          <Skeleton lines={2} />
        </div>
      ) : (
        <div className="auth-form" data-testid="line-callback-problem">
          <p className="auth-form__note" role="alert" data-testid="line-callback-message">{problem}</p>
          <Link to="/login" className="auth-line-back" data-testid="line-callback-login">{t('line.backToLogin')}</Link>
        </div>
      )}
    </AuthLayout>
  );
}
