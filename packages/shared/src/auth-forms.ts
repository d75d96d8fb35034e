import { regexes } from 'zod/v4/core';
import { messages } from './messages';
import { nameRules, type TextRules } from './text-rules';

/*
 * The sign-up and sign-in forms' rules (docs/product.md#input-rules), as plain data: the login and
 * register pages check them without zod, and the API builds `signUpBody` (users.ts) from them.
 * Their messages are functions, read when a field is refused, so they are in the reader's language.
 */
const { auth } = messages;

/** An address typed into a form: required, then in the form zod's `z.email()` accepts. */
const formEmail: TextRules = {
  trim: true,
  required: () => auth.emailRequired,
  tests: [[(text) => regexes.email.test(text), () => auth.emailInvalid]],
};

export const signUpRules = {
  name: nameRules('name', 100, () => auth.nameRequired),
  email: formEmail,
  password: {
    trim: false,
    required: () => auth.passwordRequired,
    minLength: [6, () => auth.passwordTooShortRegister],
    maxLength: [128, () => auth.passwordTooLong],
    tests: [],
  },
} satisfies Record<string, TextRules>;
export type SignUpForm = Record<keyof typeof signUpRules, string>;

export const signInRules = {
  email: formEmail,
  password: {
    trim: false,
    required: () => auth.passwordRequired,
    minLength: [6, () => auth.passwordTooShortLogin],
    tests: [],
  },
} satisfies Record<string, TextRules>;
export type SignInForm = Record<keyof typeof signInRules, string>;
