import { escapeHtml, HIDDEN_LINK } from '@studyhall/shared';
import type { OutboxRow } from './outbox';

/** A link as the text part writes it, or the HTML part (where `&` is `&amp;`, inside quotes). */
const LINK = /https?:\/\/[^\s"'<>]+/g;
/** Our links that are credentials carry them in a `token` parameter (unsubscribe.ts). */
const TOKEN_PARAMETER = /[?&;]token=/;

type MailBody = Pick<OutboxRow, 'kind' | 'text' | 'html'>;

/**
 * A mail as anyone but its recipient may read it. Every link of a security mail (account-mails.ts)
 * goes: following one signs in as the recipient or vouches for their address. In any other mail a
 * link with a token goes (the one-click unsubscribe): it acts for the recipient without a sign-in.
 * Hiding every link of a security mail, not only the ones known today, keeps a new one hidden too.
 */
export function withoutSecretLinks<T extends MailBody>(
  mail: T,
): T & { text: string; html: string; linksHidden: boolean } {
  const hide = (part: string, placeholder: string) =>
    part.replace(LINK, (url) =>
      mail.kind === 'security' || TOKEN_PARAMETER.test(url) ? placeholder : url,
    );
  const text = hide(mail.text, HIDDEN_LINK);
  const html = hide(mail.html, escapeHtml(HIDDEN_LINK));
  // A delivered mail is stored hidden already (outbox.ts), and still says so.
  const linksHidden = text.includes(HIDDEN_LINK);
  return { ...mail, text, html, linksHidden };
}
