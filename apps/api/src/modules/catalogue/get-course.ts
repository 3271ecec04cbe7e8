import { and, asc, count, desc, eq, inArray, isNull, sum } from 'drizzle-orm';
import { MAX_REVIEWS, type Course } from '@app/contracts/catalogue/course';
import type { Db } from '@app/db/client';
import { experts } from '@app/db/schema/experts';
import { faceToFaceSessions } from '@app/db/schema/face-to-face-sessions';
import { faceToFaces } from '@app/db/schema/face-to-faces';
import { sessionDates } from '@app/db/schema/session-dates';
import { trainingAssociations } from '@app/db/schema/training-associations';
import { trainingExperts } from '@app/db/schema/training-experts';
import { trainingModules } from '@app/db/schema/training-modules';
import { trainingObjectives } from '@app/db/schema/training-objectives';
import { trainingOffers } from '@app/db/schema/training-offers';
import { trainingReviews } from '@app/db/schema/training-reviews';
import { trainings } from '@app/db/schema/trainings';
import { fundingLabels, isFirstAid } from '@app/domain/catalogue/fundings';
import { isFull, orderSessions, seatsAvailable } from '@app/domain/catalogue/face-to-face-sessions';
import { todayInParis } from '@app/domain/identity/session-user';
import { courseKindOfModule, hasFaceToFace, isLiveCourse, MODULE_TYPE, OBJECTIVE_KNOWLEDGE, OBJECTIVE_SKILL, type CourseKind } from '@app/domain/catalogue/training-types';
import { durationsOf, lastUpdateOf, offerRowColumns, toCatalogCourse, toCatalogCourses } from './catalog-course.ts';
import { offeredWhere, type CatalogScope } from '@app/db/offered';
import { priceWithVat } from '@app/domain/shop/prices';


/** `HH:MM:SS` (PostgreSQL time) → `HH:MM`. */
const hhmm = (time: string) => time.slice(0, 5);

/**
 * The course a visitor opens by its slug (spec §3 Course, issue "Catalogue" part 1), or null when it is not offered
 * to them: unknown, unpublished, hidden (test, obsolete, outdated, unfinished), or of another platform or language.
 */
export async function getCourse(
  db: Db,
  scope: CatalogScope,
  slug: string,
  opts: { firstAidIds: readonly string[]; now?: Date },
): Promise<Course | null> {
  const [row] = await db
    .select(offerRowColumns)
    .from(trainingOffers)
    .innerJoin(trainings, eq(trainings.id, trainingOffers.trainingId))
    .where(offeredWhere(scope, eq(trainingOffers.slug, slug)))
    .limit(1);
  if (!row) return null;
  const { offer, training } = row;
  const trainingId = training.id;

  const [modules, objectives, people, reviews, [reviewStats], faceToFaceRows, relatedRows] = await Promise.all([
    db.select().from(trainingModules).where(eq(trainingModules.trainingId, trainingId)).orderBy(asc(trainingModules.position)),
    db
      .select({ type: trainingObjectives.type, text: trainingObjectives.text })
      .from(trainingObjectives)
      .where(eq(trainingObjectives.trainingId, trainingId))
      .orderBy(asc(trainingObjectives.position), asc(trainingObjectives.id)),
    db
      .select({ role: trainingExperts.role, slug: experts.slug, name: experts.name, title: experts.title, avatar: experts.avatarUrl })
      .from(trainingExperts)
      .innerJoin(experts, eq(experts.id, trainingExperts.expertId))
      .where(eq(trainingExperts.trainingId, trainingId))
      .orderBy(asc(trainingExperts.id)),
    db
      .select({
        authorName: trainingReviews.authorName,
        rating: trainingReviews.rating,
        comment: trainingReviews.comment,
        createdAt: trainingReviews.createdAt,
      })
      .from(trainingReviews)
      .where(eq(trainingReviews.trainingId, trainingId))
      .orderBy(desc(trainingReviews.createdAt), desc(trainingReviews.id))
      .limit(MAX_REVIEWS),
    db
      .select({ count: count(), total: sum(trainingReviews.rating) })
      .from(trainingReviews)
      .where(eq(trainingReviews.trainingId, trainingId)),
    db.select().from(faceToFaces).where(eq(faceToFaces.trainingId, trainingId)).orderBy(asc(faceToFaces.id)),
    db
      .select(offerRowColumns)
      .from(trainingAssociations)
      .innerJoin(trainings, eq(trainings.id, trainingAssociations.associatedTrainingId))
      .innerJoin(trainingOffers, eq(trainingOffers.trainingId, trainings.id))
      .where(offeredWhere(scope, eq(trainingAssociations.trainingId, trainingId)))
      .orderBy(asc(trainingAssociations.position), asc(trainingAssociations.id)),
  ]);

  const sessions = faceToFaceRows.length
    ? await db
        .select()
        .from(faceToFaceSessions)
        .where(and(inArray(faceToFaceSessions.faceToFaceId, faceToFaceRows.map((f) => f.id)), isNull(faceToFaceSessions.cancelledAt)))
        .orderBy(asc(faceToFaceSessions.startDate), asc(faceToFaceSessions.id))
    : [];
  const days = sessions.length
    ? await db
        .select()
        .from(sessionDates)
        .where(inArray(sessionDates.sessionId, sessions.map((s) => s.id)))
        .orderBy(asc(sessionDates.date))
    : [];

  const today = todayInParis(opts.now ?? new Date());
  const faceToFacesOut = faceToFaceRows.map((f2f) => {
    const own = sessions
      .filter((s) => s.faceToFaceId === f2f.id)
      .map((s) => {
        const sessionDays = days
          .filter((d) => d.sessionId === s.id)
          .map((d) => ({ id: d.id, date: d.date, startTime: hhmm(d.startTime), endTime: hhmm(d.endTime) }));
        const lastDay = sessionDays.reduce((last, d) => (d.date > last ? d.date : last), s.startDate);
        return {
          id: s.id,
          name: s.name,
          city: s.city,
          marketingCity: s.marketingCity,
          postalCode: s.postalCode,
          startDate: s.startDate,
          startTime: hhmm(s.startTime),
          endTime: hhmm(s.endTime),
          maxParticipants: s.maxParticipants,
          currentParticipants: s.currentParticipants,
          seatsAvailable: seatsAvailable(s),
          isFull: isFull(s),
          isPast: lastDay < today,
          multiDates: s.multiDates,
          sessionDates: sessionDays,
        };
      });
    return {
      id: f2f.id,
      name: f2f.name,
      virtualClass: f2f.virtualClass,
      noWaitingList: f2f.noWaitingList,
      sessions: orderSessions(own, { virtualClass: f2f.virtualClass }),
    };
  });

  const courseKinds = modules.map((m) => courseKindOfModule(m.typeCode)).filter((k): k is CourseKind => k !== null);
  const catalog = toCatalogCourse(row, courseKinds, opts.firstAidIds);
  const person = ({ slug: s, name, title, avatar }: (typeof people)[number]) => ({ slug: s, name, title, avatar });
  const authors = people.filter((p) => p.role === 'author').map(person);
  const trainers = people.filter((p) => p.role === 'trainer').map(person);
  const reviewsOut = reviews.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  const reviewsCount = Number(reviewStats?.count ?? 0);
  const moduleCodes = modules.map((m) => m.typeCode);
  const related = await toCatalogCourses(db, relatedRows, opts.firstAidIds);

  return {
    id: offer.id,
    slug: offer.slug,
    name: training.name,
    short_name: training.shortName,
    type: training.type,
    type_to_display: catalog.type_to_display,
    description: training.description,
    durations: durationsOf(training),
    fundings: offer.fundings,
    fundings_labels: fundingLabels(offer.fundings, training),
    illustration: offer.illustration,
    logo_provider: offer.logoProvider,
    logo_small_provider: training.logoSmallProvider,
    priceHT: offer.priceHtCents / 100,
    price: priceWithVat(offer.priceHtCents, offer.vatRateBp),
    vat_rate: offer.vatRateBp / 100,
    currency: offer.currency,
    provider_certifications: offer.providerCertifications,
    provider_name: training.providerName,
    provider_id: offer.providerId,
    rating: offer.rating,
    reviews_count: reviewsCount,
    tags: offer.tags,
    modules: modules.map((m) => ({ id: m.id, position: m.position, type_code: m.typeCode, name: m.name, duration: m.durationMinutes })),
    liveModulehasNoF2f: offer.liveModuleHasNoF2f,
    can_start: offer.canStart,
    salesforce_id: offer.salesforceId,
    is_published: offer.isPublished,
    published_at: offer.publishedAt?.toISOString() ?? null,
    last_update: lastUpdateOf(training).toISOString(),
    points: training.points,
    objectives: objectives.map((o) => ({ type: o.type, text: o.text })),
    legal_notice: offer.legalNotice,
    seo_title: offer.seoTitle,
    seo_description: offer.seoDescription,
    video_url: offer.videoUrl,
    additional_information: offer.additionalInformation,
    content_last_updated_at: training.contentLastUpdatedAt?.toISOString() ?? null,
    authors,
    trainers,
    external_platform_url: offer.externalPlatformUrl,
    course_id_dpc: training.courseIdDpc,
    sessions_on_demand: offer.sessionsOnDemand,
    availableFunctions: training.availableFunctions,
    isFirstAid: isFirstAid({ id: training.id, slug: offer.slug }, opts.firstAidIds),
    isNew: training.isNew,
    hasNewDates: training.hasNewDates,
    hasNewVersion: training.hasNewVersion,
    dossier_resource: {
      id: training.id,
      actionDpcOnly: training.actionDpcOnly,
      agreements: training.agreements,
      authors,
      availableFunctions: training.availableFunctions,
      availableOnSpace: training.availableOnSpace,
      availableOnStore: training.availableOnStore,
      bpm: training.bpm,
      cantStartMessage: training.cantStartMessage,
      counterCase: training.counterCase,
      courses: modules.flatMap((m) => {
        const kind = courseKindOfModule(m.typeCode);
        return kind ? [{ type: kind, isVirtual: m.typeCode === MODULE_TYPE.virtualClass || m.typeCode === MODULE_TYPE.webinar }] : [];
      }),
      credits: training.credits,
      customRegisterLink: training.customRegisterLink,
      description: training.description,
      directAccess: training.directAccess,
      dispoGroupment: training.dispoGroupment,
      dpc: training.dpc ?? null,
      dpcOnly: training.dpcOnly,
      durations: durationsOf(training),
      faceToFaces: faceToFacesOut,
      faceToFaceDuration: training.faceToFaceMinutes,
      f2fOnly: training.f2fOnly,
      free: training.free,
      groupement: training.groupement,
      groupementBandeau: training.groupementBandeau,
      hasNewDates: training.hasNewDates,
      hasNewVersion: training.hasNewVersion,
      hasQuiz: training.hasQuiz,
      hideOnTrainingsFiltered: training.hideOnTrainingsFiltered,
      isNew: training.isNew,
      isPublished: offer.isPublished,
      isTest: training.isTest,
      isVirtual: training.isVirtual,
      lang: training.lang,
      lastLoadedDate: training.lastLoadedDate?.toISOString() ?? null,
      lastUpdate: lastUpdateOf(training).toISOString(),
      mainIllustration: training.mainIllustration,
      mixt: training.type === 'mixt',
      moreInfos: training.moreInfos,
      name: training.name,
      NoContractRequired: training.noContractRequired,
      noPif: training.noPif,
      numberOfFollowUp: training.numberOfFollowUp,
      numberOfTrainings: training.numberOfTrainings,
      objectiveKnowledge: objectives.filter((o) => o.type === OBJECTIVE_KNOWLEDGE).map((o) => o.text),
      objectiveSkills: objectives.filter((o) => o.type === OBJECTIVE_SKILL).map((o) => o.text),
      obsolete: training.obsolete,
      orgDomTom: training.orgDomTom,
      outdated: training.outdated,
      planF2f: training.planF2f,
      points: training.points,
      faceToFaceFirst: training.faceToFaceFirst,
      priceHT: offer.priceHtCents / 100,
      questions: training.questions,
      ratings: {
        average: reviewsCount > 0 ? Math.round((Number(reviewStats?.total ?? 0) / reviewsCount) * 100) / 100 : null,
        count: reviewsCount,
      },
      replaceGroupment: training.replaceGroupment,
      reviews: reviewsOut,
      shortName: training.shortName,
      slug: offer.slug,
      totalDuration: training.totalDurationMinutes,
      trainers,
      trainingOrganization: training.trainingOrganization,
      type: training.type,
      uas: training.uas ?? null,
      videoId: training.videoId,
      workInProgress: training.workInProgress,
      associatedTrainings: related.map((r) => ({ id: r.id, slug: r.slug, name: r.name, type: r.type })),
      isEpp: training.isEpp,
      eppType: training.eppType,
      additionalIds: training.additionalIds,
      sessionOnDemandMinParticipants: training.sessionOnDemandMinParticipants,
      hasFaceToFace: hasFaceToFace(training.type),
      isLive: isLiveCourse(moduleCodes),
    },
    reviews: reviewsOut,
    related,
  };
}
