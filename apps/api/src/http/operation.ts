import type { z } from 'zod';
import { errorBody } from '@studyhall/shared';

export type Tag =
  | 'Users'
  | 'Sessions'
  | 'Meetings'
  | 'Lessons'
  | 'Bookings'
  | 'Payments'
  | 'Reviews'
  | 'Materials'
  | 'Notes'
  | 'Notifications'
  | 'Account'
  | 'Mail'
  | 'Admin'
  | 'Uploads'
  | 'System';

/**
 * The documented part of a route's schema: its name, what it does, and what it answers. `answers`
 * are the success bodies by status; `refusals` the statuses beyond those every route of its kind
 * can answer (api-docs.ts adds those), each answered as `{ message }`.
 */
export function operation<Answers extends Record<number, z.ZodType>>(
  operationId: string,
  summary: string,
  tag: Tag,
  answers: Answers,
  ...refusals: number[]
) {
  const refused = Object.fromEntries(refusals.map((status) => [status, errorBody]));
  return {
    operationId,
    summary,
    tags: [tag],
    // Typed by the answers alone: a handler returns those; refusals are thrown.
    response: { ...refused, ...answers } as Answers,
  };
}

/** A page of a list: the total count travels in the `X-Total-Count` header. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return item.array().meta({ description: 'One page; the total is in the X-Total-Count header' });
}
