import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../shared/i18n/i18n';
import type { AppRouter } from './router';

const queryClient = new QueryClient({
  // 'always': with no connection a call still goes to the service worker, which may have its answer.
  defaultOptions: {
    queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false, networkMode: 'always' },
    mutations: { networkMode: 'always' },
  },
});

export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
}
