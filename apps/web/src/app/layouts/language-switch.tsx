import { useEffect, useId } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage, type Language } from '@studyhall/shared';
import { updateUser, useSession } from '@/lib/auth';
import { applyLanguage, chooseLanguage, t, useLanguage } from '@/lib/i18n';

/**
 * The language switcher (docs/product.md#languages), in the navbar and on the profile: each
 * language named in itself. A signed-in account keeps its choice, and a page opened by that
 * account shows its language whichever browser it is in.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const id = useId();
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
      <label htmlFor={id} className="sr-only">
        {t('shell.language.label')}
      </label>
      <select
        id={id}
        className="select select-xs w-auto"
        value={language}
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
