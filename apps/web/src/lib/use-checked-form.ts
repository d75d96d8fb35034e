import { type ChangeEvent, type FormEvent, useState } from 'react';
import { checkFields, checkText, type TextRules } from '@studyhall/shared';
import { useHydrated } from './use-hydrated';

/**
 * A form of text fields checked with shared rules (packages/shared/src/text-rules.ts), the ones
 * the API checks, for the pages that cannot afford react-hook-form and zod (login and register,
 * docs/performance.md#web-budget). It behaves as those forms did with react-hook-form: nothing is
 * checked while typing until the first submit; a submit checks every field, shows the message of
 * each one refused and takes the focus to the first of them; after that, a field is checked again
 * as it changes. `submit(onValid)` hands `onValid` the values as read (trimmed as the rules say)
 * and sets `submitting` while it runs.
 *
 * The fields keep their own values (the form reads them on submit): on a page the server rendered
 * a person may type before the script takes over, and what they typed stays and is sent
 * (docs/decisions/014-first-paint.md). `ready` is false until the script has taken the form over;
 * the submit button waits for it, as a submit before would be the browser's own.
 */
export function useCheckedForm<K extends string>(rules: Record<K, TextRules>) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const ready = useHydrated();

  const field = (name: K) => ({
    name,
    defaultValue: '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (!submitted) return;
      const checked = checkText(rules[name], event.target.value);
      setErrors((shown) => ({
        ...shown,
        [name]: 'message' in checked ? checked.message : undefined,
      }));
    },
  });

  const submit =
    (onValid: (values: Record<K, string>) => Promise<void>) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      const form = event.currentTarget;
      const values = Object.fromEntries(
        Object.keys(rules).map((name) => {
          const input = form.elements.namedItem(name);
          return [name, input instanceof HTMLInputElement ? input.value : ''];
        }),
      ) as Record<K, string>;
      const checked = checkFields(rules, values);
      if ('errors' in checked) {
        setErrors(checked.errors);
        const refused = [...form.elements].find(
          (element): element is HTMLInputElement =>
            element instanceof HTMLInputElement && element.name in checked.errors,
        );
        refused?.focus();
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onValid(checked.values);
      } finally {
        setSubmitting(false);
      }
    };

  return { field, errors, submitting, submit, ready };
}
