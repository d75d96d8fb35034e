import { useLanguage } from '@/lib/i18n';
import { RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import type { createRouter } from './router';

export function App({ router }: { router: ReturnType<typeof createRouter> }) {
  // Every text is read again in a new language: the pages render anew under it.
  const language = useLanguage();
  return (
    <AppProviders>
      <RouterProvider key={language} router={router} />
    </AppProviders>
  );
}
