import { BookLesson } from '@/features/lessons/components/book-lesson';
import TutorProfilePage from '@/features/tutors/pages/tutor-profile-page';

/** /tutors/{id}: the tutor's profile (tutors feature) with 'Book a lesson' (lessons feature). */
export default function TutorProfileRoute() {
  return <TutorProfilePage booking={(tutor) => <BookLesson tutorId={tutor._id} />} />;
}
