import { Link } from 'react-router';
import type { TutorCardDto } from '@studyhall/shared';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/lib/paths';

/** A tutor on 'Our Tutors': photo and name, the name leading to their profile. */
export function TutorCard({ tutor }: { tutor: TutorCardDto }) {
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body items-center text-center">
        <Avatar
          src={tutor.photo}
          alt={tutor.name}
          size={96}
          className="h-24 w-24 ring ring-primary/30 ring-offset-2"
        />
        <h2 className="card-title mt-2">
          <Link to={paths.tutorProfile.getHref(tutor._id)} className="link">
            {tutor.name}
          </Link>
        </h2>
        <p className="text-sm text-base-content/70">Tutor</p>
      </div>
    </article>
  );
}
