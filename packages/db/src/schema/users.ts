import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, pgTable, real, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { platforms } from './platforms.ts';

export type UserFunction = 'Pharmacien' | 'Adjoint';
export type AdvisorGender = 'M' | 'F';

/** A person who signs in on one platform, with the preferences, consent flags and advisor of the session user (spec §3). */
export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    platformId: bigint('platform_id', { mode: 'number' })
      .notNull()
      .references(() => platforms.id),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    function: text('function').$type<UserFunction>(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The user's training advisor (null = none); without an avatar the UI shows the default picture of the gender. */
    advisorName: text('advisor_name'),
    advisorGender: text('advisor_gender').$type<AdvisorGender>(),
    advisorAvatarUrl: text('advisor_avatar_url'),
    /** Preferences: catalogue sort option and media volume (0..1, default 1). */
    sortOption: text('sort_option'),
    volume: real('volume').notNull().default(1),
    /** Consent (spec §2, §4): the consent dialog is shown while must_give_consent is true. */
    mustGiveConsent: boolean('must_give_consent').notNull().default(false),
    hasGivenConsent: boolean('has_given_consent').notNull().default(false),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    /** Profile infos (issue 13): mobile phone in E.164, birth date (a local date), RPPS number or NIF/NIE. */
    mobilePhone: text('mobile_phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    professionalId: text('professional_id'),
    /** The day the pharmacist registered with the Ordre (issue 19 part 2): the certification périodique's cycle starts there. */
    ordreRegisteredOn: date('ordre_registered_on', { mode: 'string' }),
    /** The user's own photo: the name of its file in the avatar store (a new random name per upload; null = none). */
    avatarKey: text('avatar_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('users_platform_email_uq').on(t.platformId, t.email),
    index('users_email_idx').on(t.email),
    check('users_advisor_gender_ck', sql`${t.advisorGender} in ('M', 'F')`),
    check('users_volume_ck', sql`${t.volume} >= 0 and ${t.volume} <= 1`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
