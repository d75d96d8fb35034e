import { z } from 'zod';
import { EMAIL_KINDS, NOTIFICATION_TYPES } from '../notifications';
import { timestamp } from './common';

export const notificationDto = z
  .object({
    _id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable().meta({ description: 'Where in the site it leads, as a path' }),
    readAt: timestamp.nullable(),
    createdAt: timestamp,
  })
  .meta({ id: 'Notification' });
export type NotificationDto = z.infer<typeof notificationDto>;

export const readAllDto = z
  .object({ updated: z.int().meta({ description: 'How many were unread until now' }) })
  .meta({ id: 'ReadAll' });

export const notificationPreferencesDto = z
  .object({
    email: z.object({
      reminders: z.boolean(),
      bookingUpdates: z.boolean(),
      sessionUpdates: z.boolean(),
      adminAlerts: z.boolean(),
    }),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesDto>;

export const unsubscribedDto = z
  .object({ kind: z.enum(EMAIL_KINDS), email: z.string(), message: z.string() })
  .meta({ id: 'Unsubscribed' });
export type UnsubscribedDto = z.infer<typeof unsubscribedDto>;

export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'captured', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * A mail as admins read it in the outbox: as sent, except its recipient's secrets (docs/product.md#mail).
 */
export const outboxMailDto = z
  .object({
    _id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    linksHidden: z.boolean().meta({
      description:
        'Some links of the mail are credentials of its recipient (a password reset, an email verification, an unsubscribe link): text and html show a placeholder in their place',
    }),
    status: z.enum(MAIL_STATUSES),
    attempts: z.int(),
    createdAt: timestamp,
    sentAt: timestamp.nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMailDto = z.infer<typeof outboxMailDto>;
