import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages, PAGE_SIZE, type TutorProfileDto } from '@studyhall/shared';
import { useApprovedSessions } from '@/api/get-approved-sessions';
import { useTutorProfile } from '@/api/get-tutor-profile';
import { SessionCard } from '@/components/session-card';
import { Avatar } from '@/components/ui/avatar';
import { ErrorState } from '@/components/ui/error-state';
import { PagedList } from '@/components/ui/paged-list';
import { Spinner } from '@/components/ui/spinner';
import { AverageRating } from '@/components/ui/average-rating';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useUrlPage } from '@/lib/use-url-page';
import { tutorTexts } from '../texts';

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="flex items-center gap-2 font-semibold">{children}</dd>
    </div>
  );
}

/** Who the tutor is: photo, name, rating and counts, what they wrote about themselves. */
function TutorIntro({ tutor }: { tutor: TutorProfileDto }) {
  return (
    <div className="space-y-6">
      <header className="flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-start">
        <Avatar
          src={tutor.photo}
          alt=""
          size={128}
          eager
          className="h-32 w-32 ring ring-primary/30 ring-offset-2"
        />
        <div className="space-y-4">
          <h1 className="text-3xl font-bold">{tutor.name}</h1>
          <dl className="flex flex-wrap justify-center gap-6 sm:justify-start">
            <Stat label={tutorTexts.averageRating}>
              <AverageRating value={tutor.averageRating} />
            </Stat>
            <Stat label={tutorTexts.sessions}>{tutor.sessionCount}</Stat>
            <Stat label={tutorTexts.reviews}>{tutor.reviewCount}</Stat>
          </dl>
        </div>
      </header>
      <section aria-labelledby="tutor-about" className="space-y-2">
        <h2 id="tutor-about" className="text-2xl font-semibold">
          {tutorTexts.about}
        </h2>
        <p className={tutor.bio ? 'whitespace-pre-line' : 'text-base-content/70'}>
          {tutor.bio || tutorTexts.noBio}
        </p>
      </section>
      <section aria-labelledby="tutor-subjects" className="space-y-2">
        <h2 id="tutor-subjects" className="text-2xl font-semibold">
          {tutorTexts.subjects}
        </h2>
        {tutor.subjects.length ? (
          <ul className="flex flex-wrap gap-2">
            {tutor.subjects.map((subject) => (
              <li key={subject} className="badge badge-neutral">
                {subject}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-base-content/70">{tutorTexts.noSubjects}</p>
        )}
      </section>
    </div>
  );
}

/** The tutor's approved sessions, 6 per page, the page in the address. */
function TutorSessions({ tutor }: { tutor: TutorProfileDto }) {
  const { page, goTo, toLastPage } = useUrlPage();
  const sessions = useApprovedSessions(page, { tutorId: tutor._id });
  return (
    <section aria-labelledby="tutor-sessions" className="space-y-6">
      <h2 id="tutor-sessions" className="text-2xl font-semibold">
        {tutorTexts.sessionsBy(tutor.name)}
      </h2>
      <PagedList
        query={sessions}
        loadingLabel={messages.lists.loadingSessions}
        errorMessage={messages.lists.sessionsFailed}
        emptyMessage={messages.lists.noApprovedSessions}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={goTo}
        pageLabel={tutorTexts.sessionsPages}
        hideWhenSinglePage
        onPastLastPage={toLastPage}
      >
        {(items) => (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((session) => (
              <li key={session._id}>
                <SessionCard session={session} headingLevel={3} showTutor={false} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}

/** An address that is not a tutor's (a student, a former tutor, a mistyped link). */
function TutorNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{tutorTexts.notFoundTitle}</h1>
      <p className="text-base-content/70">{tutorTexts.notFoundText}</p>
      <Link to={paths.tutors.getHref()} className="btn btn-primary">
        {tutorTexts.browseTutors}
      </Link>
    </section>
  );
}

/**
 * /tutors/{id} (docs/product.md#tutor-profiles): the tutor's profile, then what the app offers
 * to book with them besides sessions (`booking`: their lessons), then their approved sessions.
 * Public: a visitor reads who teaches before signing up.
 */
export default function TutorProfilePage({
  booking,
}: {
  booking?: (tutor: TutorProfileDto) => ReactNode;
}) {
  const { id = '' } = useParams();
  const profile = useTutorProfile(id);

  if (profile.isPending) return <Spinner label={tutorTexts.loading} showLabel />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) {
      return <TutorNotFound />;
    }
    return (
      <section className="mx-auto max-w-6xl px-4 py-10">
        <ErrorState message={tutorTexts.failed} onRetry={() => void profile.refetch()} />
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <TutorIntro tutor={profile.data} />
      {booking?.(profile.data)}
      <TutorSessions tutor={profile.data} />
    </section>
  );
}
