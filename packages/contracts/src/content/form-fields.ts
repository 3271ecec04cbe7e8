import { z } from 'zod';

/**
 * Field rules of the public forms, with translation keys as messages: the page shows them beside the field and the
 * API translates the same keys in its 422 answers, so both give the same limits and words.
 */
/** One line: names and subjects end up in e-mail headers, where a line break would inject a header. */
export const line = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong').regex(/^[^\r\n]*$/, 'validation.oneLine');
export const optionalLine = (max: number) => z.string().trim().max(max, 'validation.tooLong').regex(/^[^\r\n]*$/, 'validation.oneLine');
export const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
export const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong');

export const NAME_MAX = 120;
export const PHARMACY_NAME_MAX = 160;
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

/** The answer of a form that gives the sender a reference to quote. */
export const referenceData = z.object({ reference: z.string() });
