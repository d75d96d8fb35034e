import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_AUTO_CLOSE_MS } from '@studyhall/shared';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
});

const region = () => screen.getByRole('status', { name: 'Notifications' });

describe('Toaster', () => {
  it('is a live region on the page before any toast, and shows one raised before it mounted', () => {
    act(() => toast.info('Welcome back'));
    render(<Toaster />);
    expect(within(region()).getByText('Welcome back')).toBeVisible();
  });

  it('stacks toasts newest first, an error as an alert of its own', () => {
    render(<Toaster />);
    expect(region()).toBeEmptyDOMElement();
    act(() => {
      toast.success('Saved ✅');
      toast.error('Failed to save');
    });
    const shown = within(region()).getAllByText(/Saved|Failed/);
    expect(shown.map((text) => text.textContent)).toEqual(['Failed to save', 'Saved ✅']);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save');
  });

  it('closes with its button', async () => {
    render(<Toaster />);
    act(() => toast.success('Saved ✅'));
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Saved ✅')).not.toBeInTheDocument();
  });

  it('waits while the pointer or the focus is on it, then takes what was left of its time', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast.success('Saved ✅'));
    const shown = screen.getByText('Saved ✅').parentElement!;

    act(() => vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS - 1000));
    fireEvent.pointerEnter(shown);
    act(() => vi.advanceTimersByTime(3 * TOAST_AUTO_CLOSE_MS));
    expect(screen.getByText('Saved ✅')).toBeInTheDocument();
    fireEvent.pointerLeave(shown);

    fireEvent.focus(screen.getByRole('button', { name: 'Close notification' }));
    act(() => vi.advanceTimersByTime(3 * TOAST_AUTO_CLOSE_MS));
    expect(screen.getByText('Saved ✅')).toBeInTheDocument();
    fireEvent.blur(screen.getByRole('button', { name: 'Close notification' }));

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Saved ✅')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved ✅')).not.toBeInTheDocument();
  });
});
