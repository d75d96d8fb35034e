import type { CreateSessionBody } from '@studyhall/shared';
import { t } from '@/lib/i18n';

/**
 * The API's messages name a field by its JSON name ('classEnd must be on or after classStart'),
 * as its contract requires, in the reader's language; the form says the same in words ('Class end
 * must be on or after class start'), the words of the reader's language
 * (locales/<language>/sessions-manage.json).
 */
const labelKeys: Record<keyof CreateSessionBody, string> = {
  title: 'sessions-manage.fieldName.title',
  description: 'sessions-manage.fieldName.description',
  registrationStart: 'sessions-manage.fieldName.registrationStart',
  registrationEnd: 'sessions-manage.fieldName.registrationEnd',
  classStart: 'sessions-manage.fieldName.classStart',
  classEnd: 'sessions-manage.fieldName.classEnd',
  duration: 'sessions-manage.fieldName.duration',
  classStartTime: 'sessions-manage.fieldName.classStartTime',
  classEndTime: 'sessions-manage.fieldName.classEndTime',
  location: 'sessions-manage.fieldName.location',
  meetingUrl: 'sessions-manage.fieldName.meetingUrl',
  capacity: 'sessions-manage.fieldName.capacity',
  meetings: 'sessions-manage.fieldName.meetings',
  repeat: 'sessions-manage.fieldName.repeat',
};

const fieldName = new RegExp(`\\b(${Object.keys(labelKeys).join('|')})\\b`, 'g');

/**
 * A create-session validation message with its field names as words, capitalised. `renamed`
 * gives some fields other words than their own (a weekly class's end date is its "Until").
 */
export function labelled(
  message: string | undefined,
  renamed: Partial<Record<keyof CreateSessionBody, string>> = {},
): string | undefined {
  if (!message) return message;
  const worded = message.replace(fieldName, (name) => {
    const field = name as keyof CreateSessionBody;
    return renamed[field] ?? t(labelKeys[field]);
  });
  return worded.charAt(0).toUpperCase() + worded.slice(1);
}
