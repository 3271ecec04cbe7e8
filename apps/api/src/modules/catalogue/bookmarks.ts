import { and, desc, eq } from 'drizzle-orm';
import type { CatalogCourse } from '@app/contracts/catalogue/catalog';
import type { Db } from '@app/db/client';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { bookmarks } from '@app/db/schema/bookmarks';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainings } from '@app/db/schema/trainings';
import { AppError } from '../../errors/app-error.ts';
import { catalogCourseColumns, toCatalogCourses } from './catalog-course.ts';

/** Whose bookmarks, seen from which host (platform and language). */
export interface BookmarkOwner extends CatalogScope {
  userId: number;
}

/** The owner's bookmarked trainings still offered on this host, as catalogue cards, the latest bookmarked first. */
export async function listBookmarks(db: Db, owner: BookmarkOwner, firstAidIds: readonly string[]): Promise<CatalogCourse[]> {
  const rows = await db
    .select(catalogCourseColumns)
    .from(bookmarks)
    .innerJoin(trainingOffers, eq(trainingOffers.id, bookmarks.offerId))
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere(owner, eq(bookmarks.userId, owner.userId)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return toCatalogCourses(db, rows, firstAidIds);
}

/** 404 unless the course is offered on this host (what a card shows). */
async function assertOffered(db: Db, scope: CatalogScope, courseId: number): Promise<void> {
  const [row] = await db
    .select({ id: trainingOffers.id })
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere(scope, eq(trainingOffers.id, courseId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.courseNotFound');
}

/** Bookmarks a course (again: nothing changes). */
export async function addBookmark(db: Db, owner: BookmarkOwner, courseId: number) {
  await assertOffered(db, owner, courseId);
  await db.insert(bookmarks).values({ userId: owner.userId, offerId: courseId }).onConflictDoNothing();
  return { id: courseId, bookmarked: true };
}

/** Removes a course's bookmark (none: nothing changes). */
export async function removeBookmark(db: Db, owner: BookmarkOwner, courseId: number) {
  await assertOffered(db, owner, courseId);
  await db.delete(bookmarks).where(and(eq(bookmarks.userId, owner.userId), eq(bookmarks.offerId, courseId)));
  return { id: courseId, bookmarked: false };
}
