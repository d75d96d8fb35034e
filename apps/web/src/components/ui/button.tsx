import type { ComponentPropsWithoutRef } from 'react';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /**
   * Work under way (a submit, a booking): the button shows a spinner before its text, tells
   * assistive technology with `aria-busy`, and is disabled so a second click sends nothing.
   */
  busy?: boolean;
  /** daisyUI's small button (`btn-sm`), with a spinner to match. */
  small?: boolean;
}

/** The app's button: daisyUI's `btn` plus the classes given, `type="button"` unless told. */
export function Button({
  busy = false,
  small = false,
  disabled,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = ['btn', small ? 'btn-sm' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...props}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <span
          className={`loading loading-spinner ${small ? 'loading-xs' : 'loading-sm'}`}
          aria-hidden="true"
        />
      ) : null}
      {children}
    </button>
  );
}
