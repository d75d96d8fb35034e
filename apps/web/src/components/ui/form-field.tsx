import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The id of the control; the error gets `${id}-error` so the input can point at it. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled control with its validation message read out by screen readers. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="fieldset">
      <label htmlFor={id} className="fieldset-legend">
        {label}
      </label>
      {children}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const fieldErrorId = (id: string) => `${id}-error`;

/** The aria attributes an input needs to announce its FormField error. */
export function fieldA11y(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? fieldErrorId(id) : undefined,
  } as const;
}
