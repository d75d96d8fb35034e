import { useEffect, useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@studyhall/shared';
import { updateUser, useSession } from '@/lib/auth';
import { applyLanguage, chooseLanguage, t, useLanguage } from '@/lib/i18n';

interface LanguageSwitchProps {
  className?: string;
  /**
   * Shown under a visible label, as a form's field is (the profile); without one the switcher is
   * the navbar's compact select with a label for screen readers only.
   */
  hint?: string;
}

/**
 * The language switcher (docs/product.md#languages), in the navbar and on the profile: each
 * language named in itself. A signed-in account keeps its choice, and a page opened by that
 * account shows its language whichever browser it is in.
 */
export function LanguageSwitch({ className = '', hint }: LanguageSwitchProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const language = useLanguage();
  const { user } = useSession();
  const accountLanguage = user?.language ?? null;

  useEffect(() => {
    if (accountLanguage && accountLanguage !== language) void applyLanguage(accountLanguage);
    // Only a new answer from the account moves the page; a choice here updates the account.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [accountLanguage]);

  async function choose(next: Language) {
    await chooseLanguage(next);
    if (user) await updateUser({ language: next });
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={hint ? 'font-medium' : 'sr-only'}>
        {t('shell.language.label')}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-base-content/80">
          {hint}
        </p>
      ) : null}
      <select
        id={id}
        className={hint ? 'select mt-2 w-full max-w-xs' : 'select select-xs w-auto'}
        value={language}
        aria-describedby={hint ? hintId : undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
