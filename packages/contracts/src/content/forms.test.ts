import { describe, expect, it } from 'vitest';
import { contactForm as contactSchema } from './contact.ts';
import { feedbackForm as feedbackSchema } from './feedback.ts';
import { customTrainingBody, customTrainingForm as customTrainingSchema, offerSurveyForm as offerSurveySchema, requestCustomTraining } from './surveys.ts';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('survey, contact and feedback forms', () => {
  it('offer survey: required fields, a role and 1..10 interests', () => {
    const r = offerSurveySchema.safeParse({ name: ' ', email: 'x', pharmacyName: '', role: '', interests: [], message: '' });
    expect(issues(r)).toEqual({
      name: 'validation.required',
      email: 'validation.email',
      pharmacyName: 'validation.required',
      role: 'validation.choose',
      interests: 'validation.interests',
    });
    const ok = offerSurveySchema.safeParse({
      name: 'Claire Martin',
      email: 'claire@pharma.fr',
      pharmacyName: 'Pharmacie du Centre',
      role: 'titulaire',
      interests: ['dpc', 'webinar'],
      message: '',
    });
    expect(ok.success).toBe(true);
  });

  it('gives the page the limits the API applies: 120 for a name, 160 for a pharmacy, 5000 for a message', () => {
    const form = { name: 'N'.repeat(120), email: 'a@b.fr', pharmacyName: 'P'.repeat(160), role: 'autre', interests: ['dpc'], message: 'm'.repeat(5000) };
    expect(offerSurveySchema.safeParse(form).success).toBe(true);
    expect(issues(offerSurveySchema.safeParse({ ...form, name: `${form.name}N`, pharmacyName: `${form.pharmacyName}P`, message: `${form.message}m` }))).toEqual({
      name: 'validation.tooLong',
      pharmacyName: 'validation.tooLong',
      message: 'validation.tooLong',
    });
    expect(issues(contactSchema.safeParse({ name: 'N'.repeat(121), email: 'a@b.fr', subject: 'S', message: 'm'.repeat(5001) }))).toEqual({
      name: 'validation.tooLong',
      message: 'validation.tooLong',
    });
  });

  it('custom training: participants 1..500, optional phone checked when given', () => {
    const base = {
      name: 'A',
      email: 'a@b.fr',
      phone: '',
      pharmacyName: 'P',
      topic: 'Vaccination',
      participants: '12',
      preferredFormat: 'mixte',
      preferredPeriod: '',
      details: 'Équipe de 12',
    };
    const ok = customTrainingSchema.parse(base);
    expect(customTrainingBody(ok)).toMatchObject({ participants: 12, phone: undefined, preferredPeriod: undefined });
    expect(requestCustomTraining.body.safeParse(customTrainingBody(ok)).success).toBe(true);
    expect(issues(customTrainingSchema.safeParse({ ...base, participants: '501' }))).toEqual({ participants: 'validation.participants' });
    expect(issues(customTrainingSchema.safeParse({ ...base, participants: '0' }))).toEqual({ participants: 'validation.participants' });
    expect(issues(customTrainingSchema.safeParse({ ...base, phone: 'abc' }))).toEqual({ phone: 'validation.phone' });
    expect(customTrainingSchema.safeParse({ ...base, phone: '+33 1 23 45 67 89' }).success).toBe(true);
  });

  it('contact: every field required', () => {
    expect(Object.keys(issues(contactSchema.safeParse({ name: '', email: '', subject: '', message: '' })))).toEqual([
      'name',
      'email',
      'subject',
      'message',
    ]);
  });

  it('feedback: a rating of 1..5 and a comment of at most 2000 characters', () => {
    expect(feedbackSchema.safeParse({ rating: 0, comment: '' }).success).toBe(false);
    expect(feedbackSchema.safeParse({ rating: 5, comment: '' }).success).toBe(true);
    expect(issues(feedbackSchema.safeParse({ rating: 3, comment: 'x'.repeat(2001) }))).toEqual({ comment: 'validation.tooLong' });
  });
});
