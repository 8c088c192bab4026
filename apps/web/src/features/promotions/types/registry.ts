import type { ComponentType } from 'react';
import type { PageModule } from '../../../shared/routing/feature-routes.ts';
import { firstChargeType } from './first-charge/index.ts';
import { signUpBonusType } from './sign-up-bonus/index.ts';
import { supplyType } from './supply/index.ts';

/** What the home activity modal hands a type's modal. */
export interface ActivityModalProps {
  instanceId: number;
  onClose(): void;
}

/**
 * One activity type in the app: its screen (path, lazy page), its modal in the home sequence
 * when it has one, and its floating icon's look. Pages and modals load only when opened.
 */
export interface ActivityTypeEntry {
  type: number;
  /** The screen's key (paths.ts) and path. */
  screen: string;
  path: string;
  page: PageModule;
  modal?: () => Promise<{ default: ComponentType<ActivityModalProps> }>;
  icon: { from: string; to: string; glyph: string };
}

/** The types the app draws: one folder each under types/, one line here (the server has its own registry). */
export const ACTIVITY_TYPES: readonly ActivityTypeEntry[] = [
  firstChargeType,
  signUpBonusType,
  supplyType,
];

export const activityTypeOf = (type: number): ActivityTypeEntry | undefined => ACTIVITY_TYPES.find((entry) => entry.type === type);

/** §4: the order of the home activity modal sequence (the types that have a modal). */
export const HOME_MODAL_ORDER: readonly number[] = ACTIVITY_TYPES.filter((entry) => entry.modal).map((entry) => entry.type);
