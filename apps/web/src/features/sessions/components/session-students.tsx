import { useId, useState } from 'react';
import {
  messages,
  rosterMeetingOf,
  TABLE_PAGE_SIZE,
  type AttendanceStatus,
  type SessionDto,
  type SessionStudentDto,
} from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment, formatSpan } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { useNow } from '@/lib/use-now';
import { useSessionStudents } from '../api/get-session-students';
import { useMarkAttendance } from '../api/mark-attendance';
import { sessionTexts as texts } from '../texts';

/**
 * Who booked the session, with their booking and attendance (docs/product.md#attendance), for
 * its tutor and admins. Once the class has started, each live booking is marked present or
 * absent; every mark is read back from the server and announced.
 */
export function SessionStudents({ session }: { session: SessionDto }) {
  const headingId = useId();
  const pickerId = useId();
  const [page, setPage] = useState(1);
  const now = useNow();
  // A class that meets more than once takes attendance per meeting: the one picked, at first
  // the latest begun (the one the server's roster shows by default).
  const several = session.meetings.length > 1;
  const [picked, setPicked] = useState<string | undefined>();
  const meeting = several
    ? (session.meetings.find((m) => m._id === picked) ??
      rosterMeetingOf(session.meetings, new Date(now)))
    : undefined;
  const meetingId = meeting?._id;
  const students = useSessionStudents(session._id, page, meetingId);
  const mark = useMarkAttendance(session._id);
  const [announcement, setAnnouncement] = useState('');
  const started = now >= new Date(meeting?.startsAt ?? session.startsAt).getTime();
  const marking = mark.isPending ? mark.variables : undefined;

  function onMark(student: SessionStudentDto, status: AttendanceStatus) {
    setAnnouncement('');
    mark.mutate(
      { bookingId: student.bookingId, status, meetingId },
      {
        onSuccess: () => setAnnouncement(texts.marked(student.studentName, status)),
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
      {several ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={pickerId} className="text-sm font-medium">
            {texts.attendanceMeeting}
          </label>
          <select
            id={pickerId}
            className="select select-sm max-w-full"
            value={meetingId}
            onChange={(event) => {
              setPicked(event.target.value);
              setPage(1);
            }}
          >
            {session.meetings
              .filter((m) => m.status === 'scheduled')
              .map((m) => (
                <option key={m._id} value={m._id}>
                  {formatSpan(m.startsAt, m.endsAt)}
                </option>
              ))}
          </select>
        </div>
      ) : null}
      <p className="text-sm text-base-content/70">
        {started
          ? texts.attendanceHow
          : texts.attendanceFrom(formatMoment(meeting?.startsAt ?? session.startsAt))}
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
            columns={started ? [...texts.studentColumns, texts.markColumn] : texts.studentColumns}
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
                    {student.attendance ? texts.attendance(student.attendance) : texts.notMarked}
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
                              {texts.attendance(status)}
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
