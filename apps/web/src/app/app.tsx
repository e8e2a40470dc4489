import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client';
import { useThemeStore } from '../lib/theme';
import { createAppRouter } from './router';

export function App() {
  const [router] = useState(createAppRouter);
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
