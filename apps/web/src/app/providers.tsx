import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@studyhall/shared';
import { queryClient } from '@/lib/query-client';
import { usePainted } from '@/lib/use-painted';

// Toasts only follow an action, so their code loads once the first page is on screen instead of
// before it; toasts raised before it arrives wait in react-toastify's queue.
const ToastContainer = lazy(async () => ({
  default: (await import('react-toastify')).ToastContainer,
}));

/**
 * The query cache and the toasts (docs/product.md#constants): top-right, 5000 ms, pausable,
 * dismissible.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const painted = usePainted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        {painted ? (
          <ToastContainer
            position="top-right"
            autoClose={TOAST_AUTO_CLOSE_MS}
            pauseOnHover
            pauseOnFocusLoss
            closeOnClick
            draggable
            newestOnTop
          />
        ) : null}
      </Suspense>
    </QueryClientProvider>
  );
}
