import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageNumbers, Pagination } from './pagination';

describe('Pagination', () => {
  it('shows Prev, every page number (its name too) and Next, marking the current page', () => {
    render(<Pagination page={2} total={14} pageSize={6} onPageChange={() => {}} />);

    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Prev', '1', '2', '3', 'Next']);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
  });

  it('asks for the neighbouring and the chosen pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} total={14} pageSize={6} onPageChange={onPageChange} />);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('disables Prev on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} total={12} pageSize={6} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    rerender(<Pagination page={2} total={12} pageSize={6} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('hides itself for a single page only when asked (the tutors grid)', () => {
    const { rerender } = render(
      <Pagination page={1} total={4} pageSize={6} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();

    rerender(
      <Pagination page={1} total={4} pageSize={6} onPageChange={() => {}} hideWhenSinglePage />,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps a long list short: the first, the last and the current page with its neighbours', () => {
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 50)).toEqual([1, 2, 3, 4, null, 50]);
    expect(pageNumbers(3, 50)).toEqual([1, 2, 3, 4, null, 50]);
    expect(pageNumbers(4, 50)).toEqual([1, null, 3, 4, 5, null, 50]);
    expect(pageNumbers(48, 50)).toEqual([1, null, 47, 48, 49, 50]);
    expect(pageNumbers(50, 50)).toEqual([1, null, 47, 48, 49, 50]);

    render(<Pagination page={20} total={500} pageSize={10} onPageChange={() => {}} />);
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Prev', '1', '19', '20', '21', '50', 'Next']);
  });
});
