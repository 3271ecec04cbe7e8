import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getUser } from '@app/contracts/identity/auth';
import { getCourse } from '@app/contracts/catalogue/course';
import { deleteBookmark, listBookmarks, putBookmark } from '@app/contracts/profile/bookmarks';
import { buildTestApp, createVisitor, dataOf, failureOf, signedIn, type TestApp, type Visitor } from '../../test/helper.ts';

let t: TestApp;
let learner: Visitor;
let other: Visitor;
let courseId: number;
beforeAll(async () => {
  t = await buildTestApp();
  learner = await signedIn(t.app, 'pharmacien@demo.test');
  other = await signedIn(t.app, 'adjoint@demo.test');
  courseId = dataOf(await createVisitor(t.app).call(getCourse, { params: { slug: 'accompagner-sevrage-tabagique' } }), getCourse).id;
});
afterAll(async () => t.close());

const listed = async (visitor: Visitor) => dataOf(await visitor.call(listBookmarks), listBookmarks).bookmarks;

describe('bookmarks (issue 13 part 7)', () => {
  it('keeps a training once however often it is put, as a catalogue card, and in the session user', async () => {
    expect(dataOf(await learner.call(putBookmark, { params: { id: courseId } }), putBookmark)).toEqual({ id: courseId, bookmarked: true });
    expect(dataOf(await learner.call(putBookmark, { params: { id: courseId } }), putBookmark)).toEqual({ id: courseId, bookmarked: true });
    const list = await listed(learner);
    expect(list.map((c) => c.id)).toEqual([courseId]);
    expect(list[0]).toMatchObject({ slug: 'accompagner-sevrage-tabagique', name: expect.any(String), type: 'formation' });
    expect(dataOf(await learner.call(getUser), getUser).bookmarkIds).toEqual([courseId]);
  });

  it('is each learner’s own: another learner sees none and removing theirs changes nothing here', async () => {
    expect(await listed(other)).toEqual([]);
    expect(dataOf(await other.call(deleteBookmark, { params: { id: courseId } }), deleteBookmark).bookmarked).toBe(false);
    expect((await listed(learner)).map((c) => c.id)).toEqual([courseId]);
  });

  it('is removed, and removing again changes nothing', async () => {
    expect(dataOf(await learner.call(deleteBookmark, { params: { id: courseId } }), deleteBookmark)).toEqual({ id: courseId, bookmarked: false });
    expect((await learner.call(deleteBookmark, { params: { id: courseId } })).statusCode).toBe(200);
    expect(await listed(learner)).toEqual([]);
  });

  it('answers 404 for a training not offered here, 422 for a malformed id, 401 signed out', async () => {
    const missing = await learner.call(putBookmark, { params: { id: 999_999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(failureOf(missing, putBookmark).message).toBe('Cette formation n’est pas proposée ici.');
    expect((await learner.call(deleteBookmark, { params: { id: 999_999_999 } })).statusCode).toBe(404);
    expect((await learner.call(putBookmark, { params: { id: 'abc' as unknown as number } })).statusCode).toBe(422);
    expect((await createVisitor(t.app).call(listBookmarks)).statusCode).toBe(401);
    expect(await listed(learner)).toEqual([]);
  });
});
