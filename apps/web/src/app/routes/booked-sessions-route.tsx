import BookedSessionsPage from '@/features/bookings/pages/booked-sessions-page';
import { MyLessons } from '@/features/lessons/components/my-lessons';

/** /dashboard/booked-sessions: a student's bookings (bookings feature) and lessons beside them. */
export default function BookedSessionsRoute() {
  return (
    <BookedSessionsPage>
      <MyLessons />
    </BookedSessionsPage>
  );
}
