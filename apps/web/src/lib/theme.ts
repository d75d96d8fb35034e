/*
 * Light or dark (docs/product.md#dark-mode). With no choice stored the page follows the system:
 * the stylesheet's dark theme applies under `prefers-color-scheme: dark` while <html> has no
 * `data-theme` (daisyUI's `--prefersdark` in src/index.css). A choice is stored on this device and
 * set as `data-theme`, before the first paint by boot.ts and at once by the switch.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'studyhall-theme';

const listeners = new Set<() => void>();

/** The stored choice; 'system' when there is none, it is not one we know, or storage is off. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Shows the page in `choice`; 'system' hands the colours back to the stylesheet's media query. */
export function applyThemeChoice(choice: ThemeChoice, root = document.documentElement): void {
  if (choice === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', choice);
}

/** Applies `choice` and remembers it on this device (forgetting it for 'system'). */
export function saveThemeChoice(choice: ThemeChoice): void {
  applyThemeChoice(choice);
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (a private window): the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` when the choice changes here or in another tab (which applies it too), for
 * `useSyncExternalStore`.
 */
export function subscribeToThemeChoice(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    applyThemeChoice(readThemeChoice());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
