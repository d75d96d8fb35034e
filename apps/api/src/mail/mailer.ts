import nodemailer from 'nodemailer';
import type { MailAttachment } from '../domain/notice';

/** One mail as it leaves the outbox. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/**
 * Where mail goes. With SMTP it is delivered and marked `sent`; without, it stays in the outbox as
 * `captured`, for admins to read at /dashboard/outbox.
 */
export interface Mailer {
  readonly delivers: boolean;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A server that never answers must not hold a mail's claim for long (mail/delivery.ts). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function createMailer(mail: { smtpUrl: string | undefined; from: string }): Mailer {
  if (!mail.smtpUrl) return { delivers: false, send: async () => {}, close: () => {} };
  const url = new URL(mail.smtpUrl);
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    delivers: true,
    async send({ to, subject, text, html, headers, attachments }) {
      await transport.sendMail({ from: mail.from, to, subject, text, html, headers, attachments });
    },
    close: () => transport.close(),
  };
}
