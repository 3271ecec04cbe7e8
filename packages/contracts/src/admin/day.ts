import { z } from 'zod';
import { isCalendarDay } from '@app/domain/platform/paris-time';

/** A day `YYYY-MM-DD` of the back-office's filters and periods (Europe/Paris days), refused with one message. */
export const adminDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'admin.validation.date');

/** A day that exists on the calendar (a page's window, a session's date), refused with the same message. */
export const calendarDay = z.string('admin.validation.date').refine(isCalendarDay, 'admin.validation.date');
