import { z } from 'zod';

/** `GET /api/me/calendar` and its rotation: the caller's secret calendar feed address. */
export const calendarFeedDto = z
  .object({
    url: z.string().meta({
      description:
        'The secret address of your calendar feed (`.ics`), for a calendar app to subscribe to',
    }),
  })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeedDto = z.infer<typeof calendarFeedDto>;
