import { useTranslation } from 'react-i18next';
import { copyText } from '../../../shared/lib/clipboard.ts';
import { CopyIcon } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';

/** Copies a value, saying whether it worked (§8: 'Copy Success.' / 'Copy Fail.'). */
export function CopyChip({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(value);
    void (copied ? toast.success(t('common.copySuccess')) : toast.fail(t('common.copyFail')));
  };
  return (
    <button type="button" className="profile-chip" data-testid={testId} onClick={() => void copy()}>
      <CopyIcon /> {t('common.copy')}
    </button>
  );
}
