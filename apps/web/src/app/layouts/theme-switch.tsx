import { useId, useSyncExternalStore } from 'react';
import {
  readThemeChoice,
  saveThemeChoice,
  subscribeToThemeChoice,
  THEME_CHOICES,
  type ThemeChoice,
} from '@/lib/theme';
import { t } from '@/lib/i18n';

const labels: Record<ThemeChoice, string> = {
  system: 'shell.theme.system',
  light: 'shell.theme.light',
  dark: 'shell.theme.dark',
};

interface ThemeSwitchProps {
  /** In the navbar the options speak for themselves; in a menu the group says what it is. */
  showLegend?: boolean;
  className?: string;
}

/**
 * The colour theme as a group of three radio buttons (docs/product.md#dark-mode): following the
 * system, or always light, or always dark. Arrow keys move between them, as in any radio group.
 */
export function ThemeSwitch({ showLegend = false, className = '' }: ThemeSwitchProps) {
  const name = useId();
  // The server cannot read the stored choice: its HTML, and so the first render, show 'system'.
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, () => 'system');
  return (
    <fieldset className={className}>
      <legend className={showLegend ? 'mb-1 text-sm' : 'sr-only'}>{t('shell.theme.legend')}</legend>
      <div className="join">
        {THEME_CHOICES.map((option) => (
          // The label is the button: its text is real text (checked for contrast like any other),
          // and daisyUI's btn outlines it while the radio inside has keyboard focus.
          <label key={option} className="btn btn-xs join-item relative has-checked:btn-primary">
            <input
              type="radio"
              name={name}
              value={option}
              className="sr-only"
              checked={choice === option}
              onChange={() => saveThemeChoice(option)}
            />
            {t(labels[option])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
