import { HomePanel } from '@/components/ui/home-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useLessonTypesByStatus } from '../api/get-lesson-types';
import { lessonTexts as texts } from '../texts';

/**
 * The admin's queue of lesson types to approve, counted as All Sessions lists them (its first
 * page, the same request), so the home and the list never disagree.
 */
export function LessonTypesQueue() {
  const pending = useLessonTypesByStatus('pending', 1);
  return (
    <HomePanel
      title={texts.toApprove}
      action={{ to: paths.dashboard.allSessions.getHref(), label: texts.reviewTypes }}
    >
      {pending.isPending ? (
        <Spinner label={texts.loadingTypes} className="py-4" />
      ) : pending.data?.total ? (
        <>
          <p className="font-medium">{texts.typesWaiting(pending.data.total)}</p>
          <ul className="space-y-1">
            {pending.data.items.slice(0, 5).map((type) => (
              <li key={type._id}>
                <span className="font-medium">{type.title}</span>{' '}
                <span className="text-sm text-base-content/70">{type.tutorName}</span>
              </li>
            ))}
          </ul>
        </>
      ) : pending.isError ? (
        <p className="text-error">{texts.typesFailed}</p>
      ) : (
        <p className="text-base-content/70">{texts.noneToApprove}</p>
      )}
    </HomePanel>
  );
}
