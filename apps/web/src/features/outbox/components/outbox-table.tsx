import type { OutboxMailDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { outboxTexts as texts } from '../texts';
import { MailStatusBadge } from './mail-status-badge';
import { MailTime } from './mail-time';

interface OutboxTableProps {
  mails: OutboxMailDto[];
  onView: (mail: OutboxMailDto) => void;
}

export function OutboxTable({ mails, onView }: OutboxTableProps) {
  return (
    <DataTable
      columns={[
        texts.to,
        texts.subject,
        texts.status,
        texts.attempts,
        texts.created,
        texts.sent,
        texts.mail,
      ]}
    >
      {mails.map((mail) => (
        <tr key={mail._id}>
          <td>{mail.to}</td>
          <td className="font-medium">{mail.subject}</td>
          <td>
            <MailStatusBadge status={mail.status} />
          </td>
          <td>{mail.attempts}</td>
          <td>
            <MailTime value={mail.createdAt} />
          </td>
          <td>
            <MailTime value={mail.sentAt} />
          </td>
          <td>
            <Button
              small
              className="btn-outline"
              aria-label={texts.viewMail(mail.subject)}
              onClick={() => onView(mail)}
            >
              {texts.view}
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
