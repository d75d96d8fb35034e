import { useState } from 'react';
import { messages, TABLE_PAGE_SIZE, type OutboxMailDto } from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { useOutbox } from '../api/get-outbox';
import { MailDialog } from '../components/mail-dialog';
import { OutboxTable } from '../components/outbox-table';
import { outboxTexts } from '../texts';

/** /dashboard/outbox (admins): every mail, newest first, each readable as sent. */
export default function OutboxPage() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);
  const [viewing, setViewing] = useState<OutboxMailDto | null>(null);

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{outboxTexts.title}</h1>
      <PagedList
        query={outbox}
        loadingLabel={outboxTexts.loading}
        errorMessage={messages.generic.internal}
        emptyMessage={outboxTexts.empty}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={setPage}
        hideWhenSinglePage
        pageLabel={outboxTexts.pages}
      >
        {(mails) => <OutboxTable mails={mails} onView={setViewing} />}
      </PagedList>
      <MailDialog mail={viewing} onClose={() => setViewing(null)} />
    </section>
  );
}
