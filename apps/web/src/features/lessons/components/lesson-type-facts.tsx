import type { LessonTypeDto } from '@studyhall/shared';
import { formatFee } from '@/lib/format';
import { lessonTexts } from '../texts';

/** A lesson type's length, fee and place on one line: '60 min · $25 · Room 4'. */
export function LessonTypeFacts({
  type,
}: {
  type: Pick<LessonTypeDto, 'durationMinutes' | 'feeCents' | 'location'>;
}) {
  return (
    <span className="block text-sm">
      {[lessonTexts.minutes(type.durationMinutes), formatFee(type.feeCents / 100), type.location]
        .filter(Boolean)
        .join(' · ')}
    </span>
  );
}
