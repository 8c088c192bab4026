import { create } from '../../../shared/store/create.ts';
import type { KycDetails } from './kyc-rules.ts';

interface KycDraftState {
  /** The details typed on /walletsKyc, waiting for their photos on /walletsKycUpload. */
  details: KycDetails | null;
  setDetails: (details: KycDetails) => void;
  clear: () => void;
}

/**
 * The identity details between the form and the upload page. Kept in memory only: a name,
 * birth date and ID number are not left in the browser's storage (docs/decisions/043).
 */
export const useKycDraft = create<KycDraftState>()((set) => ({
  details: null,
  setDetails: (details) => set({ details }),
  clear: () => set({ details: null }),
}));
