import { useState } from 'react';
import { useLanguage } from '@/lib/i18n';
import { type HydrationState, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';

export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  // Every text is read again in a new language: the pages render anew under it.
  const language = useLanguage();
  return (
    <AppProviders>
      <RouterProvider key={language} router={router} />
    </AppProviders>
  );
}
