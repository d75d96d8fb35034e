import { Link } from 'react-router';
import type { TutorProfileDto } from '@studyhall/shared';
import { AverageRating } from '@/components/ui/average-rating';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/lib/paths';
import { tutorTexts } from '../texts';

/**
 * A tutor on 'Our Tutors': photo and name (leading to their profile), what they teach and how
 * students rated their sessions, so a student can choose from the list.
 */
export function TutorCard({ tutor, eager = false }: { tutor: TutorProfileDto; eager?: boolean }) {
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body items-center text-center">
        <Avatar
          src={tutor.photo}
          alt={tutor.name}
          size={96}
          className="h-24 w-24 ring ring-primary/30 ring-offset-2"
          eager={eager}
        />
        <h2 className="card-title mt-2">
          <Link to={paths.tutorProfile.getHref(tutor._id)} className="link">
            {tutor.name}
          </Link>
        </h2>
        <p className="text-sm">
          <AverageRating value={tutor.averageRating} />
          {tutor.reviewCount ? (
            <span className="text-base-content/70">
              {' '}
              · {tutorTexts.reviewsCount(tutor.reviewCount)}
            </span>
          ) : null}
        </p>
        {tutor.subjects.length ? (
          <ul aria-label={tutorTexts.subjects} className="flex flex-wrap justify-center gap-1">
            {tutor.subjects.map((subject) => (
              <li key={subject} className="badge badge-outline">
                {subject}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-base-content/70">{tutorTexts.noSubjects}</p>
        )}
        <p className="text-sm text-base-content/70">
          {tutorTexts.sessionsCount(tutor.sessionCount)}
        </p>
      </div>
    </article>
  );
}
