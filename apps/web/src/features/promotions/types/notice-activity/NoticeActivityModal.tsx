import { ActivityType } from '@casino/contract';
import { LinkActivityModal } from '../../components/LinkActivityModal.tsx';
import { registerPromotionTexts } from '../../texts.ts';
import type { ActivityModalProps } from '../registry.ts';
import '../../promotions.css';

registerPromotionTexts();

/** The notice activity in the home activity modal: Open shows the notice. */
export default function NoticeActivityModal({ onClose }: ActivityModalProps) {
  registerPromotionTexts();
  return <LinkActivityModal type={ActivityType.Notice} onClose={onClose} testId="notice-activity-modal" />;
}
