import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '@studyhall/shared';
import { toast } from '@/lib/toast';
import { AppProviders } from './providers';

afterEach(() => {
  vi.useRealTimers();
});

describe('AppProviders toasts (docs/product.md#messages)', () => {
  it('shows a toast at the bottom right (off the navbar and headings) for 5000 ms', () => {
    vi.useFakeTimers();
    render(<AppProviders>page</AppProviders>);
    act(() => toast.success('Saved ✅'));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(toasts).toHaveClass('toast-bottom', 'toast-end');
    expect(within(toasts).getByText('Saved ✅')).toBeVisible();

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1));
    expect(screen.getByText('Saved ✅')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved ✅')).not.toBeInTheDocument();
  });
});
