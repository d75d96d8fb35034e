import { z } from 'zod';

/** Public runtime settings the web needs before it can draw some screens. */
export const publicConfigDto = z
  .object({
    googleSignIn: z.boolean(),
    oidcSignIn: z
      .object({
        name: z.string().nullable().meta({
          description:
            "The button's words (OIDC_NAME); null when the school set none: the web says its own, 'Sign in with your school account' in the reader's language",
        }),
      })
      .nullable()
      .meta({ description: "The school's own OpenID Connect sign-in, when configured" }),
    passwordSignIn: z.boolean().meta({
      description:
        'Whether people sign in and register with a password (PASSWORD_SIGN_IN); when false only the ADMIN_EMAIL account does',
    }),
    payments: z.object({
      provider: z.enum(['stripe', 'sandbox']),
      publishableKey: z.string().nullable(),
    }),
    timeZone: z.string(),
    cancellationHours: z.int().meta({
      description: 'Students may cancel a booking until this many hours before the class',
    }),
    requireEmailVerification: z
      .boolean()
      .meta({ description: 'Whether a new account must verify its email before signing in' }),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfigDto = z.infer<typeof publicConfigDto>;

export const uploadDto = z
  .object({ data: z.object({ url: z.string().meta({ description: '/uploads/<id>.webp' }) }) })
  .meta({ id: 'Upload' });

export const healthDto = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
