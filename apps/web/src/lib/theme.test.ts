import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  applyThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  subscribeToThemeChoice,
  THEME_STORAGE_KEY,
} from './theme';

const root = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-theme');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the theme choice (docs/product.md#dark-mode)', () => {
  it('follows the system until the user chooses', () => {
    expect(readThemeChoice()).toBe('system');
  });

  it('reads a stored light or dark choice, and nothing else', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(readThemeChoice()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(readThemeChoice()).toBe('light');
    for (const stored of ['system', 'sepia', '', '__proto__']) {
      localStorage.setItem(THEME_STORAGE_KEY, stored);
      expect(readThemeChoice(), stored).toBe('system');
    }
  });

  it('follows the system when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readThemeChoice()).toBe('system');
  });

  it('shows a choice as data-theme, and the system as no attribute', () => {
    applyThemeChoice('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    applyThemeChoice('light');
    expect(root).toHaveAttribute('data-theme', 'light');
    applyThemeChoice('system');
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('remembers a choice, and forgets it on going back to the system', () => {
    saveThemeChoice('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(readThemeChoice()).toBe('dark');

    saveThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root).not.toHaveAttribute('data-theme');
  });

  it('still applies a choice the browser refuses to store', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    saveThemeChoice('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
  });

  it('tells subscribers of a choice made here or in another tab, until they leave', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToThemeChoice(listener);

    saveThemeChoice('light');
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab stored dark: this one shows it too.
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(root).toHaveAttribute('data-theme', 'dark');

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    saveThemeChoice('system');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
