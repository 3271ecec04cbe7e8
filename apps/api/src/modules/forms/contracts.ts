import { z } from 'zod';
import { TRAINING_TYPES } from '@app/domain/training-types';

/** Request and response shapes of the forms (issue 5 parts 3–5), shared with the web's forms. */
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());
/** One line (no line break: names and subjects end up in e-mail headers). */
const line = (max: number) => z.string().trim().min(1).max(max).regex(/^[^\r\n]*$/);
const optionalLine = (max: number) => z.string().trim().max(max).regex(/^[^\r\n]*$/).optional();
const text = (max: number) => z.string().trim().min(1).max(max);

export const OFFER_ROLES = ['titulaire', 'adjoint', 'preparateur', 'autre'] as const;
export const PREFERRED_FORMATS = ['presentiel', 'classe-virtuelle', 'e-learning', 'mixte'] as const;

export const offerSurveyBody = z.strictObject({
  name: line(120),
  email,
  pharmacyName: line(160),
  role: z.enum(OFFER_ROLES),
  interests: z.array(z.enum(TRAINING_TYPES)).min(1).max(10),
  message: z.string().trim().max(5000).optional(),
});

export const customTrainingBody = z.strictObject({
  name: line(120),
  email,
  phone: z.string().trim().max(30).regex(/^[+0-9 ().-]*$/).optional(),
  pharmacyName: line(160),
  topic: line(200),
  participants: z.number().int().min(1).max(500),
  preferredFormat: z.enum(PREFERRED_FORMATS),
  preferredPeriod: optionalLine(120),
  details: text(5000),
});

export const referenceSchema = z.object({ reference: z.string() });

export const feedbackParams = z.strictObject({ token: z.string().min(1).max(200) });
export const feedbackBody = z.strictObject({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(2000).optional(),
});
export const feedbackSchema = z.object({
  training: z.object({ name: z.string(), type: z.string(), slug: z.string() }),
  used: z.boolean(),
});

export const contactBody = z.strictObject({
  name: line(120),
  email,
  subject: line(200),
  message: text(5000),
});

export const advisorMessageBody = z.strictObject({ message: text(5000) });
