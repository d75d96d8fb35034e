import { describe, expect, it } from 'vitest';
import {
  checkFields,
  checkText,
  messages,
  signInBody,
  signInRules,
  signUpBody,
  signUpRules,
  type TextRules,
} from '../src';

/** What zod makes of a value: the value read, or its first message, as `checkText` answers. */
function zodVerdict(schema: { safeParse: (value: unknown) => unknown }, value: string) {
  const result = schema.safeParse(value) as
    { success: true; data: string } | { success: false; error: { issues: { message: string }[] } };
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}

const samples = [
  '',
  '   ',
  'Ada',
  '  Ada Lovelace  ',
  'a'.repeat(100),
  'a'.repeat(101),
  'Ada\u0000',
  'Ada\u202e',
  'ada@example.com',
  ' ada@example.com ',
  'ada@',
  'ada@example',
  'ada..x@example.com',
  '12345',
  '123456',
  'x'.repeat(128),
  'x'.repeat(129),
];

describe('the sign-up and sign-in rules (docs/product.md#input-rules)', () => {
  const pairs: ReadonlyArray<
    readonly [string, TextRules, { safeParse: (value: unknown) => unknown }]
  > = [
    ...Object.entries(signUpRules).map(
      ([field, rules]) =>
        [`sign-up ${field}`, rules, signUpBody.shape[field as keyof typeof signUpRules]] as const,
    ),
    ...Object.entries(signInRules).map(
      ([field, rules]) =>
        [`sign-in ${field}`, rules, signInBody.shape[field as keyof typeof signInRules]] as const,
    ),
  ];

  it.each(pairs)('%s: the form and the API read every text alike', (_, rules, schema) => {
    for (const sample of samples) {
      expect(checkText(rules, sample), JSON.stringify(sample)).toEqual(zodVerdict(schema, sample));
    }
  });

  it("gives the form's messages, the first broken rule's for each field", () => {
    expect(checkFields(signUpRules, { name: ' ', email: '', password: '12345' })).toEqual({
      errors: {
        name: messages.auth.nameRequired,
        email: messages.auth.emailRequired,
        password: messages.auth.passwordTooShortRegister,
      },
    });
    expect(checkFields(signInRules, { email: 'ada@', password: '' })).toEqual({
      errors: { email: 'Enter a valid email', password: messages.auth.passwordRequired },
    });
    expect(checkFields(signInRules, { email: ' ada@example.com ', password: ' secret ' })).toEqual({
      values: { email: 'ada@example.com', password: ' secret ' },
    });
  });
});
