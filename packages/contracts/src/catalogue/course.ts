import { z } from 'zod';
import { OBJECTIVE_KNOWLEDGE, OBJECTIVE_SKILL } from '@app/domain/catalogue/training-types';
import { defineContract } from '../contract.ts';
import { catalogCourseSchema } from './catalog.ts';

/** Reviews sent with a course: the newest ones. */
export const MAX_REVIEWS = 20;

/** An author or a trainer of a course. */
const expertSchema = z.object({ slug: z.string(), name: z.string(), title: z.string().nullable(), avatar: z.string().nullable() });
export type CourseExpert = z.infer<typeof expertSchema>;
const reviewSchema = z.object({ authorName: z.string(), rating: z.number(), comment: z.string().nullable(), createdAt: z.string() });

export const faceToFaceSessionSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string().nullable(),
  marketingCity: z.string().nullable(),
  postalCode: z.string().nullable(),
  /** Local date YYYY-MM-DD (Europe/Paris); a multi-date session starts on its earliest day. */
  startDate: z.string(),
  /** Local time HH:MM. */
  startTime: z.string(),
  endTime: z.string(),
  maxParticipants: z.number(),
  currentParticipants: z.number(),
  seatsAvailable: z.number(),
  isFull: z.boolean(),
  /** Its last day is before today in Europe/Paris. */
  isPast: z.boolean(),
  multiDates: z.boolean(),
  sessionDates: z.array(z.object({ id: z.number(), date: z.string(), startTime: z.string(), endTime: z.string() })),
});
export type FaceToFaceSession = z.infer<typeof faceToFaceSessionSchema>;

const faceToFaceSchema = z.object({
  id: z.number(),
  name: z.string(),
  virtualClass: z.boolean(),
  noWaitingList: z.boolean(),
  /** In display order (spec §4 session ordering). */
  sessions: z.array(faceToFaceSessionSchema),
});
export type FaceToFace = z.infer<typeof faceToFaceSchema>;

/** The Training record (spec §3 "Training (detailed record)"), with the spec's camelCase names. */
const dossierResourceSchema = z.object({
  id: z.number(),
  actionDpcOnly: z.boolean(),
  agreements: z.array(z.object({ name: z.string() })),
  authors: z.array(expertSchema),
  availableFunctions: z.array(z.string()),
  availableOnSpace: z.boolean(),
  availableOnStore: z.boolean(),
  bpm: z.boolean(),
  cantStartMessage: z.string().nullable(),
  counterCase: z.boolean(),
  /** One per module with a course kind, in module order. */
  courses: z.array(z.object({ type: z.enum(['Elearning', 'F2f', 'VirtualClass']), isVirtual: z.boolean() })),
  credits: z.number().nullable(),
  customRegisterLink: z.string().nullable(),
  description: z.string(),
  directAccess: z.boolean(),
  dispoGroupment: z.boolean(),
  dpc: z
    .object({
      id: z.string(),
      name: z.string(),
      illustration: z.string().nullable(),
      videoId: z.string().nullable(),
      duration: z.number(),
      priceHT: z.number(),
      agreements: z.array(z.object({ name: z.string() })),
    })
    .nullable(),
  dpcOnly: z.boolean(),
  durations: catalogCourseSchema.shape.durations,
  faceToFaces: z.array(faceToFaceSchema),
  /** Minutes of face-to-face and virtual-class modules (null when none). */
  faceToFaceDuration: z.number().nullable(),
  f2fOnly: z.boolean(),
  free: z.boolean(),
  groupement: z.string().nullable(),
  groupementBandeau: z.string().nullable(),
  hasNewDates: z.boolean(),
  hasNewVersion: z.boolean(),
  hasQuiz: z.boolean(),
  hideOnTrainingsFiltered: z.boolean(),
  isNew: z.boolean(),
  isPublished: z.boolean(),
  isTest: z.boolean(),
  isVirtual: z.boolean(),
  lang: z.enum(['fr', 'es']),
  lastLoadedDate: z.string().nullable(),
  lastUpdate: z.string(),
  mainIllustration: z.string().nullable(),
  mixt: z.boolean(),
  moreInfos: z.string().nullable(),
  name: z.string(),
  NoContractRequired: z.boolean(),
  noPif: z.boolean(),
  numberOfFollowUp: z.number(),
  numberOfTrainings: z.number().nullable(),
  objectiveKnowledge: z.array(z.string()),
  objectiveSkills: z.array(z.string()),
  obsolete: z.boolean(),
  orgDomTom: z.boolean(),
  outdated: z.boolean(),
  planF2f: z.boolean(),
  points: z.number(),
  faceToFaceFirst: z.boolean(),
  priceHT: z.number(),
  questions: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** Derived from the reviews; the course's `rating` stays the published average. */
  ratings: z.object({ average: z.number().nullable(), count: z.number() }),
  replaceGroupment: z.string().nullable(),
  reviews: z.array(reviewSchema),
  shortName: z.string().nullable(),
  slug: z.string(),
  totalDuration: z.number(),
  trainers: z.array(expertSchema),
  trainingOrganization: z.string().nullable(),
  type: z.string(),
  uas: z.unknown(),
  videoId: z.string().nullable(),
  workInProgress: z.boolean(),
  /** Offered associated trainings, in display order. */
  associatedTrainings: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), type: z.string() })),
  isEpp: z.boolean(),
  eppType: z.string().nullable(),
  additionalIds: z.record(z.string(), z.string()),
  sessionOnDemandMinParticipants: z.number().nullable(),
  hasFaceToFace: z.boolean(),
  /** A module is a webinar, virtual class or face to face (spec §4). */
  isLive: z.boolean(),
});

/** The catalogue Course (spec §3 "Course (catalogue detail)"), snake_case as the spec writes it. */
export const courseSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  short_name: z.string().nullable(),
  type: z.string(),
  type_to_display: z.string(),
  description: z.string(),
  durations: catalogCourseSchema.shape.durations,
  fundings: z.array(z.string()),
  fundings_labels: z.array(z.string()),
  illustration: z.string().nullable(),
  logo_provider: z.string().nullable(),
  logo_small_provider: z.string().nullable(),
  /** Euros excluding VAT. */
  priceHT: z.number(),
  /** Euros including VAT, rounded to the cent. */
  price: z.number(),
  /** VAT rate in percent (20 = 20 %). */
  vat_rate: z.number(),
  currency: z.string(),
  provider_certifications: z.array(z.object({ name: z.string(), logo: z.string().nullable().optional() })),
  provider_name: z.string(),
  provider_id: z.string().nullable(),
  rating: z.number().nullable(),
  reviews_count: z.number(),
  tags: z.array(z.string()),
  modules: z.array(z.object({ id: z.number(), position: z.number(), type_code: z.number(), name: z.string(), duration: z.number() })),
  liveModulehasNoF2f: z.boolean(),
  can_start: z.boolean(),
  salesforce_id: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  last_update: z.string(),
  points: z.number(),
  objectives: z.array(z.object({ type: z.union([z.literal(OBJECTIVE_SKILL), z.literal(OBJECTIVE_KNOWLEDGE)]), text: z.string() })),
  legal_notice: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  video_url: z.string().nullable(),
  additional_information: z.string().nullable(),
  content_last_updated_at: z.string().nullable(),
  authors: z.array(expertSchema),
  trainers: z.array(expertSchema),
  external_platform_url: z.string().nullable(),
  course_id_dpc: z.string().nullable(),
  sessions_on_demand: z.boolean(),
  availableFunctions: z.array(z.string()),
  isFirstAid: z.boolean(),
  isNew: z.boolean(),
  hasNewDates: z.boolean(),
  hasNewVersion: z.boolean(),
  dossier_resource: dossierResourceSchema,
  /** Newest first, at most MAX_REVIEWS. */
  reviews: z.array(reviewSchema),
  /** Associated trainings offered on this platform, in display order. */
  related: z.array(catalogCourseSchema),
});
export type Course = z.infer<typeof courseSchema>;

/**
 * Issue "Catalogue" part 4: an offered training by its slug, on the host's platform in the caller's language; any
 * other slug (unknown, hidden, another platform's or language's) is a 404.
 */
export const getCourse = defineContract({
  method: 'GET',
  path: '/api/catalog/course/:slug',
  changesState: false,
  params: z.strictObject({ slug: z.string().min(1).max(100) }),
  data: courseSchema,
  errors: [404],
});
