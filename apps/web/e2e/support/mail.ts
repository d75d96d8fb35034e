import { expect } from '@playwright/test';
import { mailboxOrigin } from './origin';

/** What the e2e server's SMTP server received (scripts/e2e-server.mjs). */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Waits for the `count`th mail to `address` whose subject starts with `subject` and answers it;
 * the mail worker delivers on its own time.
 */
export async function waitForMail(address: string, subject: string, count = 1) {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxOrigin()}/mails?to=${encodeURIComponent(address)}`);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.filter((mail) => mail.subject.startsWith(subject));
        return found.length;
      },
      { message: `mail "${subject}" to ${address}`, timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found[count - 1]!;
}

/** The first link of a mail's text part that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting ${prefix} in:\n${mail.text}`).toBeDefined();
  return link!;
}
