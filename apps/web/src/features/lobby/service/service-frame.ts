import { create } from '../../../shared/store/create.ts';

interface ServiceFrameState {
  url: string | null;
  open: (url: string) => void;
  close: () => void;
}

/** The customer-service chat shown inside the app, full screen ("maximised", §2). */
export const useServiceFrame = create<ServiceFrameState>()((set) => ({
  url: null,
  open: (url) => set({ url }),
  close: () => set({ url: null }),
}));
