import { useId, useState } from 'react';
import {
  messages,
  TABLE_PAGE_SIZE,
  type AttendanceStatus,
  type SessionDto,
  type SessionStudentDto,
} from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { useNow } from '@/lib/use-now';
import { useSessionStudents } from '../api/get-session-students';
import { useMarkAttendance } from '../api/mark-attendance';
import { sessionTexts as texts } from '../texts';

const studentColumns = ['Student', 'Email', 'Booking', 'Attendance'];

const attendanceLabels: Record<AttendanceStatus, string> = {
  present: texts.present,
  absent: texts.absent,
};

/**
 * Who booked the session, with their booking and attendance (docs/product.md#attendance), for
 * its tutor and admins. Once the class has started, each live booking is marked present or
 * absent; every mark is read back from the server and announced.
 */
export function SessionStudents({ session }: { session: SessionDto }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const students = useSessionStudents(session._id, page);
  const mark = useMarkAttendance(session._id);
  const [announcement, setAnnouncement] = useState('');
  const started = useNow() >= new Date(session.startsAt).getTime();
  const marking = mark.isPending ? mark.variables : undefined;

  function onMark(student: SessionStudentDto, status: AttendanceStatus) {
    setAnnouncement('');
    mark.mutate(
      { bookingId: student.bookingId, status },
      {
        onSuccess: () =>
          setAnnouncement(texts.marked(student.studentName, attendanceLabels[status])),
        onError: (error) => setAnnouncement(errorMessage(error, messages.generic.internal)),
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-semibold">
        {texts.studentsTitle}
        {students.data ? ` (${students.data.total})` : null}
      </h3>
      <p className="text-sm text-base-content/70">
        {started ? texts.attendanceHow : texts.attendanceFrom(formatMoment(session.startsAt))}
      </p>
      <PagedList
        query={students}
        loadingLabel={texts.studentsLoading}
        errorMessage={texts.studentsFailed}
        emptyMessage={texts.noStudents}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={setPage}
        onPastLastPage={setPage}
        hideWhenSinglePage
        pageLabel={texts.studentsPages}
      >
        {(rows) => (
          <DataTable
            columns={started ? [...studentColumns, 'Mark'] : studentColumns}
            caption={texts.studentsCaption}
            hideCaption
          >
            {rows.map((student) => {
              const live = student.cancelledAt === null;
              const busy = marking?.bookingId === student.bookingId;
              return (
                <tr key={student.bookingId}>
                  <th scope="row" className="font-medium">
                    {student.studentName}
                  </th>
                  <td className="break-all">{student.studentEmail}</td>
                  <td>{live ? texts.booked : texts.bookingCancelled}</td>
                  <td>
                    {student.attendance ? attendanceLabels[student.attendance] : texts.notMarked}
                  </td>
                  {started ? (
                    <td>
                      {live ? (
                        <div
                          role="group"
                          aria-label={texts.attendanceOf(student.studentName)}
                          className="join"
                        >
                          {(['present', 'absent'] as const).map((status) => (
                            <Button
                              key={status}
                              small
                              className={`join-item ${
                                student.attendance === status ? 'btn-primary' : 'btn-outline'
                              }`}
                              aria-pressed={student.attendance === status}
                              busy={busy && marking?.status === status}
                              disabled={busy}
                              onClick={() => onMark(student, status)}
                            >
                              {attendanceLabels[status]}
                            </Button>
                          ))}
                        </div>
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </DataTable>
        )}
      </PagedList>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
