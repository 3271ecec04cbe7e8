import { z } from 'zod';
import { catalogCourseSchema } from '../catalogue/catalog.ts';
import { defineContract } from '../contract.ts';
import { id } from '../learning/enrolment.ts';

/**
 * Bookmarks (spec §7 "User"; issue 13 part 7): the trainings a learner keeps, by the course id a catalogue card
 * carries. Putting or deleting twice changes nothing more (idempotent); a course not offered here is a 404.
 */
const params = z.strictObject({ id });

/** The learner's bookmarked trainings as catalogue cards, the latest bookmarked first. */
export const listBookmarks = defineContract({
  method: 'GET',
  path: '/api/user/bookmarks',
  changesState: false,
  data: z.object({ bookmarks: z.array(catalogCourseSchema) }),
  errors: [401],
});

/** What a change answers: the course and whether it is now bookmarked. */
const bookmarkState = z.object({ id: z.number().int(), bookmarked: z.boolean() });

export const putBookmark = defineContract({
  method: 'PUT',
  path: '/api/user/bookmarks/:id',
  changesState: true,
  params,
  data: bookmarkState,
  errors: [401, 404],
});

export const deleteBookmark = defineContract({
  method: 'DELETE',
  path: '/api/user/bookmarks/:id',
  changesState: true,
  params,
  data: bookmarkState,
  errors: [401, 404],
});
