import { z } from 'zod';
import { todayInParis, USER_FUNCTIONS } from '@app/domain/identity/session-user';
import { AVATAR_MAX_BYTES } from '@app/domain/profile/avatar';
import { normalisePhone, PHONE_MAX_LENGTH } from '@app/domain/profile/mobile-phone';
import { isPlausibleBirthDate, PROFESSIONAL_ID_PATTERN, PROFILE_FIELDS } from '@app/domain/profile/personal-data';
import type { Lang } from '@app/domain/platform/locales';
import { defineContract, fileBytes } from '../contract.ts';
import { API_PREFIX, pathOf } from '../contract-path.ts';
import { createAccountFields, emailField } from '../identity/auth.ts';

/**
 * The profile's infos tab (issue 13 parts 1–3, spec §7 "User"): what it shows, the personal data, the mobile phone,
 * the contact details in the current account, the fields a funding file still needs, and the user's own photo.
 * Field rules carry translation keys as messages; the API translates the same keys.
 */
const id = z.number().int().positive();
const PROFESSIONAL_ID_MAX = 11;

/** An optional text of a form: blank means none (null). */
const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** `GET /api/user/profile`: the infos tab's data (docs/decisions.md "Profile infos"). */
export const profileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  /** A new login address waiting for its confirmation link to be opened (null: none). */
  pendingEmail: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  function: z.enum(USER_FUNCTIONS).nullable(),
  /** The function is the person's own choice on an individual account; a pharmacy sets its learners'. */
  canEditFunction: z.boolean(),
  /** yyyy-MM-dd (a local date). */
  birthDate: z.string().nullable(),
  /** RPPS number (France) or NIF/NIE (Spain). */
  professionalId: z.string().nullable(),
  /** E.164, e.g. +33612345678. */
  mobilePhone: z.string().nullable(),
  /** The photo's URL (null: the default picture, the initials). */
  avatar: z.string().nullable(),
  initials: z.string(),
  avatarMaxBytes: z.number().int(),
  /** The person's contact details in the account they are signed in to (null without an account). */
  contact: z.object({ accountId: z.number().int(), accountName: z.string(), email: z.string().nullable(), phone: z.string().nullable() }).nullable(),
  /** The fields the funding files of the person's current trainings need and the profile leaves empty. */
  missingInfo: z.array(z.enum(PROFILE_FIELDS)),
});
export type Profile = z.infer<typeof profileSchema>;

const profileAnswer = { data: profileSchema } as const;

export const getUserProfile = defineContract({ method: 'GET', path: '/api/user/profile', changesState: false, ...profileAnswer, errors: [401] });

/** The personal data form (the names' rules are the account creation's). */
export const personalDataFields = {
  firstName: createAccountFields.firstName,
  lastName: createAccountFields.lastName,
  /** Sent only by a person allowed to change it (`canEditFunction`). */
  function: createAccountFields.function.optional(),
  birthDate: z
    .string()
    .max(10, 'profile.infos.errors.birthDate')
    .refine((v) => v === '' || isPlausibleBirthDate(v, todayInParis(new Date())), 'profile.infos.errors.birthDate')
    .transform(blankToNull),
  professionalId: z
    .string()
    .max(PROFESSIONAL_ID_MAX + 4, 'profile.infos.errors.professionalId')
    .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
    .refine((v) => v === '' || PROFESSIONAL_ID_PATTERN.test(v), 'profile.infos.errors.professionalId')
    .transform(blankToNull),
};
export const personalDataForm = z.strictObject(personalDataFields);
export const updatePersonalData = defineContract({
  method: 'POST',
  path: '/api/user/updatePersonalData',
  changesState: true,
  body: personalDataForm,
  ...profileAnswer,
  errors: [401],
});

const mobilePhoneText = z.string().trim().min(1, 'validation.required').max(PHONE_MAX_LENGTH, 'profile.infos.errors.mobilePhone');
/** The page checks the number as the API will, in the platform's language (a number without +33/+34 is local). */
export const mobilePhoneForm = (lang: Lang) =>
  z.strictObject({ mobilePhone: mobilePhoneText.refine((v) => normalisePhone(v, lang, 'mobile') !== null, 'profile.infos.errors.mobilePhone') });
export const updateMobilePhone = defineContract({
  method: 'POST',
  path: '/api/user/updateMobilePhone',
  changesState: true,
  body: z.strictObject({ mobilePhone: mobilePhoneText }),
  ...profileAnswer,
  errors: [401],
});

const contactPhoneText = z.string().trim().max(PHONE_MAX_LENGTH, 'validation.phone');
/** Contact details in the account: both optional, blank clears them; the phone may be the pharmacy's landline. */
export const contactForm = (lang: Lang) =>
  z.strictObject({
    email: z.union([z.literal(''), emailField]),
    phone: contactPhoneText.refine((v) => v === '' || normalisePhone(v, lang, 'any') !== null, 'validation.phone'),
  });
export const updateContact = defineContract({
  method: 'PATCH',
  path: '/api/user/updateContact',
  changesState: true,
  body: z.strictObject({ email: z.union([z.literal(''), emailField]), phone: contactPhoneText }),
  ...profileAnswer,
  errors: [401, 404],
});

/**
 * `POST api/user/getMissingInfo {dossierId}`: a funding file is that of one of the person's enrolments (`dossierId`
 * is the enrolment's id until funding files have their own, docs/decisions.md); 404 for anyone else's.
 */
export const getMissingInfo = defineContract({
  method: 'POST',
  path: '/api/user/getMissingInfo',
  changesState: false,
  body: z.strictObject({ dossierId: id }),
  data: z.object({ dossierId: z.number().int(), kind: z.enum(['dpc', 'fundae', 'opco']), trainingName: z.string(), missing: z.array(z.enum(PROFILE_FIELDS)) }),
  errors: [401, 404],
});

/** The photo (multipart, one `file` part): its bytes decide its type; re-encoded as a square by the API. */
export const updateProfilePic = defineContract({
  method: 'POST',
  path: '/api/user/updateProfilePic',
  changesState: true,
  upload: true,
  body: z.instanceof(FormData),
  ...profileAnswer,
  errors: [401, 413],
  summary: `The user's photo: JPEG, PNG or WebP up to ${AVATAR_MAX_BYTES / 1024 / 1024} MB, kept as a square WebP without metadata`,
});

export const deleteAvatar = defineContract({ method: 'DELETE', path: '/api/user/avatar', changesState: true, ...profileAnswer, errors: [401] });

/** A photo's file: its name changes with each upload, so it is cached for good; 404 once replaced or removed. */
export const getAvatar = defineContract({
  method: 'GET',
  path: '/api/user/avatar/:key',
  changesState: false,
  params: z.strictObject({ key: z.string().regex(/^[A-Za-z0-9_-]{10,64}\.webp$/) }),
  file: true,
  data: fileBytes,
  errors: [404],
});

/** The URL of a stored photo (null: none, the default picture shows). */
export const avatarUrlOf = (key: string | null) => (key ? `${API_PREFIX}${pathOf(getAvatar, { key })}` : null);
