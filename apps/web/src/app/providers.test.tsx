import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './providers';

describe('AppProviders toasts (docs/product.md#constants)', () => {
  it('shows toasts top-right for 5000 ms, pausable and dismissible', async () => {
    render(<AppProviders>page</AppProviders>);
    // The container loads once the page has painted.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    act(() => {
      toast.success('Saved ✅');
    });

    const body = await screen.findByText('Saved ✅');
    const container = body.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--top-right');
    const timer = container!.querySelector('.Toastify__progress-bar');
    expect(timer).toHaveStyle({ animationDuration: '5000ms' });

    // jsdom's window starts without focus, which pauses the timer (pauseOnFocusLoss).
    act(() => {
      window.dispatchEvent(new FocusEvent('focus'));
    });
    expect(timer).toHaveStyle({ animationPlayState: 'running' });
    const toastElement = body.closest<HTMLElement>('.Toastify__toast')!;
    await userEvent.hover(toastElement);
    expect(timer).toHaveStyle({ animationPlayState: 'paused' });
    await userEvent.unhover(toastElement);
    expect(timer).toHaveStyle({ animationPlayState: 'running' });

    expect(toastElement).not.toHaveClass('Toastify__bounce-exit--top-right');
    await userEvent.click(screen.getByRole('button', { name: 'close' }));
    // jsdom plays no animations, so the toast is seen leaving rather than gone.
    expect(toastElement).toHaveClass('Toastify__bounce-exit--top-right');
  });
});
