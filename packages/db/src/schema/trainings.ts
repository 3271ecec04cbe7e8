import type { DpcKind } from '@app/domain/compliance/rule-sets';
import type { Lang } from '@app/domain/platform/locales';
import type { TrainingType } from '@app/domain/catalogue/training-types';
import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An agreement (approval) of a training or of its DPC programme (spec §3 agreements: each with name). */
export interface TrainingAgreement {
  name: string;
}

/** The DPC programme of a training (spec §3 dpc); its absence makes a dpc training a formation (spec §4). */
export interface TrainingDpc {
  /** Programme reference of the ANDPC (e.g. '52792425001'). */
  id: string;
  name: string;
  illustration: string | null;
  videoId: string | null;
  /** Minutes. */
  duration: number;
  /** Euros, excluding VAT (like Course.priceHT). */
  priceHT: number;
  agreements: TrainingAgreement[];
}

/** A question and its answer shown with the training (spec §3 questions: shape not shown; decision). */
export interface TrainingQuestion {
  question: string;
  answer: string;
}

/** PostgreSQL full-text document; read only by SQL (never selected for display). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Spec §1 training types (type-only import: drizzle-kit never loads the domain package at generate time). */
export type TrainingTypeCode = TrainingType;
export type TrainingLang = Lang;

/** A training that may be offered at all (catalog-course offeredWhere adds the platform, language and publication). */
function offerableTraining(t: { isTest: AnyPgColumn; obsolete: AnyPgColumn; outdated: AnyPgColumn; workInProgress: AnyPgColumn }) {
  return sql`not ${t.isTest} and not ${t.obsolete} and not ${t.outdated} and not ${t.workInProgress}`;
}

/**
 * The training record (spec §3 "Training (detailed record)"): what is taught, in one language.
 * How it is sold on a platform (slug, price, fundings, published flag) lives in training_offers.
 */
export const trainings = pgTable(
  'trainings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    lang: text('lang').$type<TrainingLang>().notNull(),
    type: text('type').$type<TrainingTypeCode>().notNull(),
    isVirtual: boolean('is_virtual').notNull().default(false),
    name: text('name').notNull(),
    shortName: text('short_name'),
    description: text('description').notNull().default(''),
    totalDurationMinutes: integer('total_duration_minutes').notNull().default(0),
    elearningMinutes: integer('elearning_minutes'),
    faceToFaceMinutes: integer('face_to_face_minutes'),
    points: integer('points').notNull().default(0),
    credits: integer('credits'),
    isDpcProgram: boolean('is_dpc_program').notNull().default(false),
    courseIdDpc: text('course_id_dpc'),
    /**
     * The kind of DPC action its programme number was registered as (issue 19): what completing it counts for in the
     * continuing-education obligations (@app/domain/compliance). Null: not known, it counts for none.
     */
    dpcActionKind: text('dpc_action_kind').$type<DpcKind>(),
    providerName: text('provider_name').notNull(),
    /** CatalogCourse.logo_small_provider. */
    logoSmallProvider: text('logo_small_provider'),

    // ── Remaining fields of the spec §3 Training record (migration 0003_catalogue) ──
    /** Only the DPC action of the training can be bought. */
    actionDpcOnly: boolean('action_dpc_only').notNull().default(false),
    agreements: jsonb('agreements').$type<TrainingAgreement[]>().notNull().default([]),
    /** Audience: values of TRAINING_FUNCTIONS (@app/domain/catalogue/catalog-filters); empty = everyone. */
    availableFunctions: text('available_functions').array().notNull().default(sql`'{}'::text[]`),
    /** Offered in the learner space (subscription). */
    availableOnSpace: boolean('available_on_space').notNull().default(true),
    /** Offered in the shop. */
    availableOnStore: boolean('available_on_store').notNull().default(true),
    /** Counts as a "bilan partagé de médication" training. */
    bpm: boolean('bpm').notNull().default(false),
    /** Shown instead of the start button when the offer's can_start is false. */
    cantStartMessage: text('cant_start_message'),
    /** A "cas comptoir" (counter case) format. */
    counterCase: boolean('counter_case').notNull().default(false),
    /** External registration page: the register button links out to it. */
    customRegisterLink: text('custom_register_link'),
    /** Can be started without registration (open access). */
    directAccess: boolean('direct_access').notNull().default(false),
    /** Available to pharmacy groups (groupements). */
    dispoGroupment: boolean('dispo_groupment').notNull().default(false),
    dpc: jsonb('dpc').$type<TrainingDpc | null>(),
    dpcOnly: boolean('dpc_only').notNull().default(false),
    f2fOnly: boolean('f2f_only').notNull().default(false),
    free: boolean('free').notNull().default(false),
    /** Name of the pharmacy group the training is reserved to (null = none). */
    groupement: text('groupement'),
    /** Banner text shown for the group. */
    groupementBandeau: text('groupement_bandeau'),
    /** Replacement group (spec §3 replaceGroupment; meaning not shown). */
    replaceGroupment: text('replace_groupment'),
    hasNewDates: boolean('has_new_dates').notNull().default(false),
    hasNewVersion: boolean('has_new_version').notNull().default(false),
    hasQuiz: boolean('has_quiz').notNull().default(false),
    hideOnTrainingsFiltered: boolean('hide_on_trainings_filtered').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    /** Test trainings are never offered. */
    isTest: boolean('is_test').notNull().default(false),
    mainIllustration: text('main_illustration'),
    moreInfos: text('more_infos'),
    /** Spec spelling NoContractRequired. */
    noContractRequired: boolean('no_contract_required').notNull().default(false),
    noPif: boolean('no_pif').notNull().default(false),
    numberOfFollowUp: integer('number_of_follow_up').notNull().default(0),
    /** Number of trainings a programme holds (null = not a programme). */
    numberOfTrainings: integer('number_of_trainings'),
    /** Obsolete, outdated and work-in-progress trainings are not offered. */
    obsolete: boolean('obsolete').notNull().default(false),
    /** Available in the French overseas departments and territories. */
    orgDomTom: boolean('org_dom_tom').notNull().default(false),
    outdated: boolean('outdated').notNull().default(false),
    planF2f: boolean('plan_f2f').notNull().default(false),
    faceToFaceFirst: boolean('face_to_face_first').notNull().default(false),
    questions: jsonb('questions').$type<TrainingQuestion[]>().notNull().default([]),
    /** The training organisation (provider) as shown to learners. */
    trainingOrganization: text('training_organization'),
    /** Spec §3 uas: shape not shown, kept as given. */
    uas: jsonb('uas').$type<unknown>(),
    videoId: text('video_id'),
    workInProgress: boolean('work_in_progress').notNull().default(false),
    isEpp: boolean('is_epp').notNull().default(false),
    eppType: text('epp_type'),
    /** Identifiers of the training in other systems (e.g. { andpc: '…', salesforce: '…' }). */
    additionalIds: jsonb('additional_ids').$type<Record<string, string>>().notNull().default({}),
    /** Minimum learners for a session on demand (per training). */
    sessionOnDemandMinParticipants: integer('session_on_demand_min_participants'),
    /** When the record was last loaded from the authoring system. */
    lastLoadedDate: timestamp('last_loaded_date', { withTimezone: true }),
    /** Editorial last update shown to learners (CatalogCourse last_update); null → updated_at. */
    lastUpdate: timestamp('last_update', { withTimezone: true }),
    /** Course content_last_updated_at: when the teaching content itself last changed. */
    contentLastUpdatedAt: timestamp('content_last_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Search document (migration 0004_search): name and short name (weight A), description (B), training
     * organisation or provider (D), unaccented, with the french or spanish configuration of the training's lang.
     * A stored generated column: PostgreSQL keeps it current on every insert and update and computed it for the
     * rows that existed when the migration ran. training_search_vector() is defined by that migration.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`training_search_vector(lang, name, short_name, description, coalesce(training_organization, provider_name))`,
    ),
  },
  (t) => [
    index('trainings_lang_type_idx').on(t.lang, t.type),
    index('trainings_search_vector_idx').using('gin', t.searchVector),
    // Catalogue speed (migration 0008): the trainings that can be offered, by language, read alone by the search's
    // and the experts' joins (index-only: the migration adds INCLUDE columns, which drizzle-kit cannot declare).
    index('trainings_offered_idx').on(t.lang, t.id).where(offerableTraining(t)),
  ],
);

export type Training = typeof trainings.$inferSelect;
export type NewTraining = typeof trainings.$inferInsert;
