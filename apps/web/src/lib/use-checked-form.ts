import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { checkFields, checkText, type TextRules } from '@studyhall/shared';

/**
 * A form of text fields checked with shared rules (packages/shared/src/text-rules.ts), the ones
 * the API checks, for the pages that cannot afford react-hook-form and zod (login and register,
 * docs/performance.md#web-budget). It behaves as those forms did with react-hook-form: nothing is
 * checked while typing until the first submit; a submit checks every field, shows the message of
 * each one refused and takes the focus to the first of them; after that, a field is checked again
 * as it changes. `submit(onValid)` hands `onValid` the values as read (trimmed as the rules say)
 * and sets `submitting` while it runs.
 */
export function useCheckedForm<K extends string>(rules: Record<K, TextRules>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(Object.keys(rules).map((name) => [name, ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = useRef(new Map<K, HTMLInputElement>());

  // On a page the server rendered, a person may type before the script takes over: what the
  // fields hold then becomes the form's values (docs/decisions/014-first-paint.md).
  useEffect(() => {
    const typed = [...inputs.current].filter(([, input]) => input.value);
    if (typed.length)
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(typed.map(([name, input]) => [name, input.value])),
      }));
  }, []);

  const field = (name: K) => ({
    name,
    value: values[name],
    ref: (input: HTMLInputElement | null) => {
      if (input) inputs.current.set(name, input);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (!submitted) return;
      const checked = checkText(rules[name], value);
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
      const checked = checkFields(rules, values);
      if ('errors' in checked) {
        setErrors(checked.errors);
        const refused = [...event.currentTarget.elements].find(
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

  return { field, errors, submitting, submit };
}
