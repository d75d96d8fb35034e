import { useState } from 'react';
import { type HydrationState, RouterProvider } from 'react-router';
import { AppProviders } from './providers';
import { createRouter } from './router';

export function App({ hydrationData }: { hydrationData?: HydrationState }) {
  const [router] = useState(() => createRouter(hydrationData));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
