import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@/lib/theme';
import { ThemeSwitch } from './theme-switch';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

describe('the theme switch (docs/product.md#dark-mode)', () => {
  it('is a radio group named Theme that starts on System', () => {
    render(<ThemeSwitch />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['System', 'Light', 'Dark']);
    expect(within(group).getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('shows the stored choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    render(<ThemeSwitch />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });

  it('applies and remembers a choice, and every switch on the page follows', async () => {
    render(
      <>
        <ThemeSwitch />
        <ThemeSwitch showLegend />
      </>,
    );
    const [navbar, menu] = screen.getAllByRole('group', { name: 'Theme' });
    await userEvent.click(within(navbar!).getByRole('radio', { name: 'Dark' }));
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(within(menu!).getByRole('radio', { name: 'Dark' })).toBeChecked();

    await userEvent.click(within(menu!).getByRole('radio', { name: 'System' }));
    expect(root).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(within(navbar!).getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('works from the keyboard: arrow keys move the choice', async () => {
    render(<ThemeSwitch />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'System' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root).toHaveAttribute('data-theme', 'light');
  });
});
