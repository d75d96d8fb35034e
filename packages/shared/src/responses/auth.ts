import { z } from 'zod';
import { ROLES } from '../constants';
import { LANGUAGES } from '../i18n/languages';
import { timestamp } from './common';

/** The signed-in account as better-auth answers it, with the names the web reads as well. */
export const accountDto = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
    role: z.enum(ROLES),
    pendingReason: z.string().nullable(),
    declinedReason: z
      .string()
      .nullable()
      .meta({ description: 'Why the last tutor request was declined, until a new one is made' }),
    lastLogIn: timestamp.nullable(),
    language: z.enum(LANGUAGES).nullable().meta({
      description: 'The language chosen for the web and mails; null: the browser decides',
    }),
    displayName: z.string(),
    photoURL: z.string().nullable(),
  })
  .meta({ id: 'Account' });
export type AccountDto = z.infer<typeof accountDto>;

/** A signed-in session, never with its token. */
export const authSessionDto = z
  .object({
    id: z.string(),
    userId: z.string(),
    expiresAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  })
  .meta({ id: 'AuthSession' });

export const signedInDto = z
  .object({
    redirect: z.boolean().optional(),
    url: z.string().optional(),
    user: accountDto,
    token: z.string().nullable().optional().meta({
      description:
        'The bearer token; only to API clients (no Origin or Sec-Fetch-Site). null after a sign-up that must verify its email first',
    }),
  })
  .meta({ id: 'SignedIn' });

export const currentSessionDto = z
  .object({ session: authSessionDto, user: accountDto })
  .nullable()
  .meta({ id: 'CurrentSession' });
