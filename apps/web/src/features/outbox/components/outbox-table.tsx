import type { OutboxMailDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { MailStatusBadge } from './mail-status-badge';
import { MailTime } from './mail-time';

interface OutboxTableProps {
  mails: OutboxMailDto[];
  onView: (mail: OutboxMailDto) => void;
}

export function OutboxTable({ mails, onView }: OutboxTableProps) {
  return (
    <DataTable columns={['To', 'Subject', 'Status', 'Attempts', 'Created', 'Sent', 'Mail']}>
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
              aria-label={`View: ${mail.subject}`}
              onClick={() => onView(mail)}
            >
              View
            </Button>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
