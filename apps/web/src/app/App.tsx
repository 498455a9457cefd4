import { useEffect, type ReactNode } from 'react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../shared/i18n/i18n';
import type { AppRouter } from './router';
import { onAskAgain } from '../shared/offline/savedAt';

/** 'always': with no connection a call still goes to the service worker, which may have its answer.
 * That mode turns off the calls made again when the connection returns: on, every call of the screen
 * runs again then, so that one that failed or was answered from the device's cache loads anew. */
export const queryDefaults = {
  queries: {
    retry: 1,
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    networkMode: 'always',
    refetchOnReconnect: 'always',
  },
  mutations: { networkMode: 'always' },
} as const;

export const queryClient = new QueryClient({ defaultOptions: queryDefaults });
// React Query takes the browser for online until an 'offline' event: a page opened with no connection
// would not see it come back, and its failed calls would not run again on its return.
if (typeof window !== 'undefined') onlineManager.setOnline(navigator.onLine);
onAskAgain(() => queryClient.refetchQueries({ type: 'active' }));

/** What every screen renders inside, in the browser and in the server's render of a page. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nProvider>
  );
}

export function App({ router }: { router: AppRouter }) {
  // A page's markup is inert until the app's first render has taken it over or replaced it (main.tsx);
  // start.tsx loads the screen's code before, so that render holds the screen.
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return (
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
