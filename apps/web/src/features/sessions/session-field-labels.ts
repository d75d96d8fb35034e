import type { CreateSessionBody } from '@studyhall/shared';

/**
 * The API's messages name a field by its JSON name ('classEnd must be on or after classStart'),
 * as its contract requires; the form says the same in words ('Class end must be on or after class
 * start').
 */
const labels: Record<keyof CreateSessionBody, string> = {
  title: 'title',
  description: 'description',
  registrationStart: 'registration start',
  registrationEnd: 'registration end',
  classStart: 'class start',
  classEnd: 'class end',
  duration: 'duration',
  classStartTime: 'class start time',
  classEndTime: 'class end time',
  location: 'location',
  meetingUrl: 'meeting link',
  capacity: 'seat limit',
  meetings: 'meetings',
  repeat: 'repeat',
};

const fieldName = new RegExp(`\\b(${Object.keys(labels).join('|')})\\b`, 'g');

/** A create-session validation message with its field names as words, capitalised. */
export function labelled(message: string | undefined): string | undefined {
  if (!message) return message;
  const worded = message.replace(fieldName, (name) => labels[name as keyof CreateSessionBody]);
  return worded.charAt(0).toUpperCase() + worded.slice(1);
}
