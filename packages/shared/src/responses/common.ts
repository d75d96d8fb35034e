import { z } from 'zod';
import { ERROR_CODES } from '../constants';

/** An ISO 8601 instant in UTC, as every timestamp is answered (`2026-11-23T21:07:08.000Z`). */
export const timestamp = z.iso.datetime();
/** A calendar day (`YYYY-MM-DD`). */
export const calendarDay = z.iso.date();

/** Every refusal and every error: a text to show, and a code where one is defined. */
export const errorBody = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in words a person can read' }),
    code: z
      .string()
      .optional()
      .meta({ description: `A stable code for clients to branch on: ${ERROR_CODES.join(', ')}` }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/** What a delete answers. */
export const deletedBody = z
  .object({ _id: z.string(), deletedCount: z.int() })
  .meta({ id: 'Deleted' });

/** A plain confirmation with a text to show. */
export const messageBody = z.object({ message: z.string() }).meta({ id: 'Message' });

/** A created record also names its id as `insertedId`, as clients of the first API read it. */
export function created<T extends z.ZodObject>(record: T) {
  return record.extend({ insertedId: z.string() });
}
