import { ActivityType } from '@casino/contract';
import { LinkActivityModal } from '../../components/LinkActivityModal.tsx';
import { registerPromotionTexts } from '../../texts.ts';
import type { ActivityModalProps } from '../registry.ts';
import '../../promotions.css';

registerPromotionTexts();

/** The outside-link activity in the home activity modal: Open opens its address in a new window. */
export default function OutLinkModal({ onClose }: ActivityModalProps) {
  registerPromotionTexts();
  return <LinkActivityModal type={ActivityType.OutLink} onClose={onClose} testId="out-link-modal" />;
}
