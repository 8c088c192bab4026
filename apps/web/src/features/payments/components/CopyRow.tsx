import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/lib/clipboard.ts';
import { CopyIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';

/** A labelled value with a copy button (§8: 'Copy Success.' or 'Copy Fail.'). */
export function CopyRow({ label, value, display, testId }: { label: string; value: string; display?: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const ok = await copyText(value);
    void (ok ? toast.success(t('common.copySuccess')) : toast.fail(t('common.copyFail')));
  };
  return (
    <div className="pay-copy-row">
      <dt>{label}</dt>
      <dd>
        <span className="pay-copy-row__value" data-testid={testId}>{display ?? value}</span>
        <button type="button" className="pay-copy-row__copy" aria-label={t('payments.deposit.copyField', { field: label })}
          data-testid={`${testId}-copy`} onClick={() => void copy()}>
          <CopyIcon />
        </button>
      </dd>
    </div>
  );
}
