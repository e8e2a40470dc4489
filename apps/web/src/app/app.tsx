import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { useThemeStore } from '../lib/theme';

type AppProps = { router: ReturnType<typeof createBrowserRouter> };

/** The app around its router, made in main.tsx so that the first page's code loads early. */
export function App({ router }: AppProps) {
  const theme = useThemeStore((state) => state.theme);
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster
        theme={theme}
        dir={i18n.dir()}
        position={i18n.dir() === 'rtl' ? 'top-left' : 'top-right'}
        closeButton
      />
    </QueryClientProvider>
  );
}
