import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/catalogue/training-types';
import { OFFER_ROLES, PARTICIPANTS_MAX, PREFERRED_FORMATS } from '@app/domain/content/surveys';
import { defineContract } from '../contract.ts';
import { emailField } from '../identity/auth.ts';
import { MESSAGE_MAX, NAME_MAX, PHARMACY_NAME_MAX, SUBJECT_MAX, line, optionalLine, optionalText, referenceData, text } from './form-fields.ts';

/** The surveys (issue 5): stored, acknowledged by e-mail in the caller's language, at most 5 per address in 15 minutes. */
export const offerSurveyForm = z.strictObject({
  name: line(NAME_MAX),
  email: emailField,
  pharmacyName: line(PHARMACY_NAME_MAX),
  role: z.enum(OFFER_ROLES, 'validation.choose'),
  interests: z.array(z.enum(TRAINING_TYPES)).min(1, 'validation.interests').max(10, 'validation.interests'),
  message: optionalText(MESSAGE_MAX).optional(),
});
export type OfferSurveyForm = z.infer<typeof offerSurveyForm>;

export const submitOfferSurvey = defineContract({
  method: 'POST',
  path: '/api/surveys/offer',
  changesState: true,
  body: offerSurveyForm,
  data: referenceData,
  errors: [401, 429],
});

const phone = z.string().trim().max(30, 'validation.phone').regex(/^[+0-9 ().-]*$/, 'validation.phone');
const participants = z.number('validation.participants').int('validation.participants').min(1, 'validation.participants').max(PARTICIPANTS_MAX, 'validation.participants');
const customTrainingFields = {
  name: line(NAME_MAX),
  email: emailField,
  pharmacyName: line(PHARMACY_NAME_MAX),
  topic: line(SUBJECT_MAX),
  preferredFormat: z.enum(PREFERRED_FORMATS, 'validation.choose'),
  details: text(MESSAGE_MAX),
};

export const requestCustomTraining = defineContract({
  method: 'POST',
  path: '/api/surveys/custom-training',
  changesState: true,
  body: z.strictObject({ ...customTrainingFields, phone: phone.optional(), participants, preferredPeriod: optionalLine(NAME_MAX).optional() }),
  data: referenceData,
  errors: [401, 429],
});

/** The form as typed: the number of participants is the text of its box, optional fields are '' when left empty. */
export const customTrainingForm = z.strictObject({
  ...customTrainingFields,
  phone,
  participants: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((v) => /^\d+$/.test(v) && participants.safeParse(Number(v)).success, 'validation.participants'),
  preferredPeriod: optionalLine(NAME_MAX),
});
export type CustomTrainingForm = z.infer<typeof customTrainingForm>;

/** The request's body from the form: participants as a number, empty optional fields left out. */
export function customTrainingBody(form: CustomTrainingForm): z.input<typeof requestCustomTraining.body> {
  return { ...form, participants: Number(form.participants), phone: form.phone || undefined, preferredPeriod: form.preferredPeriod || undefined };
}
