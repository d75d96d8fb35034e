import type { OutboxMailDto } from '@studyhall/shared';
import { Modal } from '@/components/ui/modal';
import { hiddenLinksInWords } from '../hidden-links';
import { linksIn } from '../text-links';
import { outboxTexts } from '../texts';
import { MailStatusBadge } from './mail-status-badge';
import { MailTime } from './mail-time';

interface MailDialogProps {
  mail: OutboxMailDto | null;
  onClose: () => void;
}

/**
 * One mail as its recipient gets it, but for the links only they may follow (the API hides them,
 * and each says so in the reader's language): the text part as written, its links to follow, and
 * the HTML part in a sandboxed frame (no scripts, no access to this site), so nothing in it runs
 * here.
 */
export function MailDialog({ mail, onClose }: MailDialogProps) {
  const links = mail ? linksIn(mail.text) : [];
  return (
    <Modal open={mail !== null} title={mail?.subject ?? ''} onClose={onClose}>
      {mail ? (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-semibold">{outboxTexts.to}</dt>
            <dd className="min-w-0">{mail.to}</dd>
            <dt className="font-semibold">{outboxTexts.status}</dt>
            <dd>
              <MailStatusBadge status={mail.status} />
            </dd>
            <dt className="font-semibold">{outboxTexts.created}</dt>
            <dd>
              <MailTime value={mail.createdAt} />
            </dd>
            <dt className="font-semibold">{outboxTexts.sent}</dt>
            <dd>
              <MailTime value={mail.sentAt} />
            </dd>
          </dl>
          {mail.linksHidden ? (
            <p role="note" className="alert alert-info alert-soft text-sm">
              {outboxTexts.linksHidden}
            </p>
          ) : null}
          <h3 className="font-semibold">{outboxTexts.text}</h3>
          <pre className="rounded-box bg-base-200 p-3 text-sm whitespace-pre-wrap">
            {hiddenLinksInWords(mail.text, 'text')}
          </pre>
          {links.length ? (
            <>
              <h3 className="font-semibold">{outboxTexts.linksInText}</h3>
              <ul className="list-disc space-y-1 ps-5 text-sm">
                {links.map((url) => (
                  <li key={url}>
                    <a href={url} className="link link-primary" target="_blank" rel="noreferrer">
                      {url}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="font-semibold">{outboxTexts.html}</h3>
          <iframe
            sandbox=""
            srcDoc={hiddenLinksInWords(mail.html, 'html')}
            title={outboxTexts.htmlPart(mail.subject)}
            className="h-96 w-full rounded-box border border-base-200 bg-white"
          />
        </div>
      ) : null}
    </Modal>
  );
}
