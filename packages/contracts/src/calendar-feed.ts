import { z } from 'zod';

/**
 * A person's private calendar feed (issue 34): `GET /api/v1/calendar-feed` answers its
 * webcal:// address (made on first ask); `POST /api/v1/calendar-feed` makes a new one, and the
 * old address then answers 404 like any guessed one.
 */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
