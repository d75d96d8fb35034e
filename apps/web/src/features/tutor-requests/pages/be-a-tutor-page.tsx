import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages, tutorRequestBody, type TutorRequestBody } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { useRole } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useRequestTutor } from '../api/request-tutor';
import { errorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';
import { tutorRequestTexts as texts } from '../texts';

export default function BeATutorPage() {
  const { user, role } = useRole();
  const requestTutor = useRequestTutor();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TutorRequestBody>({
    resolver: zodResolver(tutorRequestBody),
    defaultValues: { reason: '' },
  });
  // better-auth exposes our extra user fields on the session: the open request's reason, and
  // why the last one was declined.
  const { pendingReason, declinedReason } =
    (user as { pendingReason?: string | null; declinedReason?: string | null } | null) ?? {};

  function onSubmit(values: TutorRequestBody) {
    if (!user) {
      toast.error(messages.users.notLoggedIn);
      return;
    }
    requestTutor.mutate(values, {
      onSuccess: () => {
        toast.success(messages.users.tutorRequestSent);
        reset({ reason: '' });
      },
      onError: (error) => toast.error(errorMessage(error, messages.users.tutorRequestFailed)),
    });
  }

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-3xl font-bold">{texts.applyTitle}</h1>
      {role && role !== 'student' ? (
        <p className="alert alert-info alert-soft">{messages.users.onlyStudentsRequest}</p>
      ) : pendingReason ? (
        <div
          role="status"
          className="alert alert-warning alert-soft alert-vertical justify-items-start text-start"
        >
          <p className="font-semibold">{messages.users.requestPendingState}</p>
          <p className="whitespace-pre-line">{pendingReason}</p>
        </div>
      ) : (
        <>
          {declinedReason ? (
            <div
              role="status"
              className="alert alert-error alert-soft alert-vertical mb-6 justify-items-start text-start"
            >
              <p className="font-semibold">{texts.declinedTitle}</p>
              <p>
                {texts.declinedReason} <span className="whitespace-pre-line">{declinedReason}</span>
              </p>
              <p>{texts.applyAgain}</p>
            </div>
          ) : null}
          <form
            noValidate
            onSubmit={handleSubmit(onSubmit)}
            className="card border border-base-200 bg-base-100 shadow-sm"
          >
            <div className="card-body">
              <FormField id="tutor-reason" label={texts.whyLabel} error={errors.reason?.message}>
                <textarea
                  rows={5}
                  className="textarea w-full"
                  {...fieldA11y('tutor-reason', errors.reason?.message)}
                  {...register('reason')}
                />
              </FormField>
              <Button type="submit" className="btn-primary mt-4" busy={requestTutor.isPending}>
                {texts.submit}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
