import { z } from 'zod';
import { defineContract } from '../contract.ts';
import { emailField } from '../identity/auth.ts';
import { MESSAGE_MAX, NAME_MAX, SUBJECT_MAX, line, referenceData, text } from './form-fields.ts';

/** Messages to the platform's contact address: stored and sent, at most 5 per address in 15 minutes. */
export const contactForm = z.strictObject({ name: line(NAME_MAX), email: emailField, subject: line(SUBJECT_MAX), message: text(MESSAGE_MAX) });
export type ContactForm = z.infer<typeof contactForm>;

export const sendContactMessage = defineContract({
  method: 'POST',
  path: '/api/contact',
  changesState: true,
  body: contactForm,
  data: referenceData,
  errors: [401, 429],
});

/** A signed-in user's message to their advisor. */
export const sendAdvisorMessage = defineContract({
  method: 'POST',
  path: '/api/user/sendAdvisorMessage',
  changesState: true,
  body: z.strictObject({ message: text(MESSAGE_MAX) }),
  data: referenceData,
  errors: [401, 429],
});
