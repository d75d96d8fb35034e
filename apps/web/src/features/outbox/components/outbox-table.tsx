import type { OutboxMailDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { MailStatusBadge } from './mail-status-badge';
import { MailTime } from './mail-time';

interface OutboxTableProps {
  mails: OutboxMailDto[];
  onView: (mail: OutboxMailDto) => void;
}

export function OutboxTable({ mails, onView }: OutboxTableProps) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-200 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">To</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Created</th>
            <th scope="col">Sent</th>
            <th scope="col">Mail</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
