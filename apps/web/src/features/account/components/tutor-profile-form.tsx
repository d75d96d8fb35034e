import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  MAX_BIO_LENGTH,
  MAX_SUBJECTS,
  messages,
  tutorProfileBody,
  type TutorProfileDto,
} from '@studyhall/shared';
import { useTutorProfile } from '@/api/get-tutor-profile';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useUpdateTutorProfile } from '../api/update-tutor-profile';
import { accountTexts as texts } from '../texts';
import { ProfileSection } from './profile-section';

type Problems = Partial<Record<'bio' | 'subjects' | 'newSubject', string>>;

const BIO = 'tutor-bio';
const NEW_SUBJECT = 'tutor-new-subject';
const BIO_COUNT = `${BIO}-count`;

/** The first message of each field `tutorProfileBody` refuses. */
function problemsOf(issues: { path: PropertyKey[]; message: string }[]): Problems {
  const found: Problems = {};
  for (const { path, message } of issues) {
    const field = path[0] === 'bio' ? 'bio' : 'subjects';
    found[field] ??= message;
  }
  return found;
}

/**
 * The bio and subjects as the tutor edits them, checked with the API's own schema
 * (`tutorProfileBody`) as a subject is added and before saving.
 */
function TutorProfileFields({ profile }: { profile: TutorProfileDto }) {
  const [bio, setBio] = useState(profile.bio);
  const [subjects, setSubjects] = useState(profile.subjects);
  const [newSubject, setNewSubject] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const newSubjectInput = useRef<HTMLInputElement>(null);
  const save = useUpdateTutorProfile();

  function addSubject() {
    const subject = newSubject.trim();
    const parsed = tutorProfileBody.shape.subjects.safeParse([...subjects, subject]);
    // The schema keeps a subject given twice once: a list no longer than before had it already.
    const problem = !parsed.success
      ? problemsOf(parsed.error.issues).subjects
      : parsed.data.length === subjects.length
        ? texts.subjectTwice(subject)
        : undefined;
    setProblems((current) => ({ ...current, subjects: undefined, newSubject: problem }));
    if (!parsed.success || problem) return;
    setSubjects(parsed.data);
    setNewSubject('');
  }

  function onNewSubjectKey(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the subject, as the Add button does, rather than saving the whole form.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addSubject();
  }

  function removeSubject(subject: string) {
    setSubjects((current) => current.filter((other) => other !== subject));
    // The button pressed is gone: the focus goes back to where subjects are added.
    newSubjectInput.current?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = tutorProfileBody.safeParse({ bio, subjects });
    if (!parsed.success) {
      const found = problemsOf(parsed.error.issues);
      setProblems(found);
      document.getElementById(found.bio ? BIO : NEW_SUBJECT)?.focus();
      return;
    }
    setProblems({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        setBio(saved.bio);
        setSubjects(saved.subjects);
        toast.success(messages.account.profileSaved);
      },
      onError: (error) => toast.error(errorMessage(error, messages.generic.internal)),
    });
  }

  const bioA11y = fieldA11y(BIO, problems.bio);
  const subjectProblem = problems.newSubject ?? problems.subjects;

  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <FormField id={BIO} label={texts.bio} error={problems.bio}>
        <textarea
          {...bioA11y}
          aria-describedby={[BIO_COUNT, bioA11y['aria-describedby']].filter(Boolean).join(' ')}
          rows={6}
          className="textarea w-full"
          value={bio}
          onChange={(event) => setBio(event.target.value)}
        />
        <p id={BIO_COUNT} className="text-sm text-base-content/70">
          {texts.bioCount(bio.length, MAX_BIO_LENGTH)}
        </p>
      </FormField>
      <FormField id={NEW_SUBJECT} label={texts.newSubject} error={subjectProblem}>
        <div className="join w-full">
          <input
            ref={newSubjectInput}
            type="text"
            className="input join-item w-full"
            {...fieldA11y(NEW_SUBJECT, subjectProblem)}
            value={newSubject}
            onChange={(event) => setNewSubject(event.target.value)}
            onKeyDown={onNewSubjectKey}
          />
          <button type="button" className="btn join-item" onClick={addSubject}>
            {texts.addSubject}
          </button>
        </div>
      </FormField>
      <section aria-labelledby="tutor-subjects-heading" className="space-y-2">
        <h3 id="tutor-subjects-heading" className="font-medium">
          {texts.subjects}{' '}
          <span className="text-sm text-base-content/70">
            ({texts.subjectsCount(subjects.length, MAX_SUBJECTS)})
          </span>
        </h3>
        {subjects.length ? (
          <ul className="flex flex-wrap gap-2">
            {subjects.map((subject) => (
              <li key={subject} className="badge badge-neutral gap-1 pe-0">
                {subject}
                <button
                  type="button"
                  className="btn btn-ghost btn-xs text-neutral-content"
                  aria-label={texts.removeSubject(subject)}
                  onClick={() => removeSubject(subject)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-base-content/70">{texts.noSubjects}</p>
        )}
      </section>
      <div className="flex flex-wrap items-center gap-4 pt-2">
        <Button type="submit" className="btn-primary" busy={save.isPending}>
          {texts.saveTutorProfile}
        </Button>
        <Link to={paths.tutorProfile.getHref(profile._id)} className="link">
          {texts.viewPublicProfile}
        </Link>
      </div>
    </form>
  );
}

/** My Profile's tutor section (tutors only): the bio and subjects of their public page. */
export function TutorProfileForm({ tutorId }: { tutorId: string }) {
  const profile = useTutorProfile(tutorId);
  return (
    <ProfileSection title={texts.tutorProfile}>
      <p className="text-sm text-base-content/80">{texts.tutorProfileIntro}</p>
      {profile.isPending ? (
        <Spinner label={texts.loadingTutorProfile} />
      ) : profile.isError ? (
        <ErrorState
          message={errorMessage(profile.error, messages.generic.internal)}
          onRetry={() => void profile.refetch()}
        />
      ) : (
        <TutorProfileFields profile={profile.data} />
      )}
    </ProfileSection>
  );
}
