import type { ReactNode } from 'react';
import { QueryClientProvider } from '../shared/query/index.ts';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../shared/i18n/index.ts';
import { queryClient } from './query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
