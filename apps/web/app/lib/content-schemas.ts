/**
 * Page-side validation of the survey, contact and feedback forms of issue 5 (the API validates again and its 422
 * errors land beside the same fields). Issue messages are translation keys.
 */
import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/training-types';
import { emailField as emailSchema } from '@app/contracts/identity/auth';

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong');

export const SURVEY_ROLES = ['titulaire', 'adjoint', 'preparateur', 'autre'] as const;
export const PREFERRED_FORMATS = ['presentiel', 'classe-virtuelle', 'e-learning', 'mixte'] as const;
export const PARTICIPANTS_MAX = 500;
export const FEEDBACK_COMMENT_MAX = 2000;

export const offerSurveySchema = z.object({
  name: text(100),
  email: emailSchema,
  pharmacyName: text(150),
  role: z.enum(SURVEY_ROLES, 'validation.choose'),
  interests: z.array(z.enum(TRAINING_TYPES)).min(1, 'validation.interests').max(10, 'validation.interests'),
  message: optionalText(2000),
});
export type OfferSurveyForm = z.infer<typeof offerSurveySchema>;

export const customTrainingSchema = z.object({
  name: text(100),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(30, 'validation.phone')
    .refine((v) => v === '' || /^\+?[0-9 .()-]{6,}$/.test(v), 'validation.phone'),
  pharmacyName: text(150),
  topic: text(200),
  participants: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= PARTICIPANTS_MAX, 'validation.participants'),
  preferredFormat: z.enum(PREFERRED_FORMATS, 'validation.choose'),
  preferredPeriod: optionalText(100),
  details: text(5000),
});
export type CustomTrainingForm = z.infer<typeof customTrainingSchema>;

/** The custom-training body of the API: participants as a number, empty optional fields left out. */
export function customTrainingBody(form: CustomTrainingForm) {
  return {
    ...form,
    participants: Number(form.participants),
    phone: form.phone || undefined,
    preferredPeriod: form.preferredPeriod || undefined,
  };
}

export const contactSchema = z.object({
  name: text(100),
  email: emailSchema,
  subject: text(200),
  message: text(5000),
});
export type ContactForm = z.infer<typeof contactSchema>;

export const feedbackSchema = z.object({
  rating: z.number('validation.rating').int().min(1, 'validation.rating').max(5, 'validation.rating'),
  comment: optionalText(FEEDBACK_COMMENT_MAX),
});
export type FeedbackForm = z.infer<typeof feedbackSchema>;
