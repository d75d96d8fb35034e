/*
 * The page's very first script, a classic one at the top of <head> (see `themeScript` in
 * vite.config.ts): it blocks the first paint until a stored light or dark choice is on <html>.
 * The module scripts come too late for that: they may run after the page has been painted.
 */
import { applyThemeChoice, readThemeChoice } from '@/lib/theme';

applyThemeChoice(readThemeChoice());
