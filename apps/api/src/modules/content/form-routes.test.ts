import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '@app/contracts/contract';
import { latestOutbox } from '@app/db/outbox';
import { contactMessages } from '@app/db/schema/contact-messages';
import { feedbackAnswers } from '@app/db/schema/feedback-answers';
import { surveyAnswers } from '@app/db/schema/survey-answers';
import { sendAdvisorMessage, sendContactMessage } from '@app/contracts/content/contact';
import { getFeedbackTarget, giveFeedback } from '@app/contracts/content/feedback';
import { requestCustomTraining, submitOfferSurvey } from '@app/contracts/content/surveys';
import { answerOf, buildTestApp, createVisitor, dataOf, failureOf, type TestApp } from '../../test/helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const SCRIPT = 'Bonjour<script>alert("x")</script>\n<img src=x onerror=alert(1)>Merci <a href="javascript:alert(1)">ici</a>';

/** The message of an answer, checked against the contract. */
const messageOf = (response: LightMyRequestResponse, contract: Contract) => (answerOf(response, contract) as { message: string }).message;

async function visitor(host = 'demo.localhost', ip?: string) {
  const v = createVisitor(t.app, host, ip);
  await v.csrf();
  return v;
}

const offer = {
  name: 'Claire Petit',
  email: 'claire.petit@example.test',
  pharmacyName: 'Pharmacie des Halles',
  role: 'titulaire',
  interests: ['dpc', 'webinar'],
  message: SCRIPT,
};

describe('offer survey', () => {
  it('stores the answer with its message sanitised and acknowledges it by e-mail in the caller language', async () => {
    const v = await visitor();
    const res = await v.request({ method: 'POST', url: '/back/api/surveys/offer', payload: offer, xsrf: true });
    const { reference } = dataOf(res, submitOfferSurvey);
    expect(reference).toMatch(/^OFF-[A-Z2-9]{8}$/);
    expect(messageOf(res, submitOfferSurvey)).toContain(reference);

    const [row] = await t.db.db.select().from(surveyAnswers).where(eq(surveyAnswers.reference, reference));
    expect(row).toMatchObject({ kind: 'offer', lang: 'fr', email: 'claire.petit@example.test' });
    expect(row.answers).toMatchObject({ role: 'titulaire', interests: ['dpc', 'webinar'] });
    expect(row.answers.messageHtml).toBe('<p>Bonjour<br />Merci <a>ici</a></p>');

    const [mail] = await latestOutbox(t.db.db, 1, { to: 'claire.petit@example.test' });
    expect(mail.subject).toBe(`Votre réponse à l’enquête Pharma Campus (${reference})`);
    expect(mail.text).toContain('Bonjour Claire Petit');
    expect(mail.text).toContain('Bonjour\nMerci ici');
    expect(mail.text).not.toMatch(/script|onerror|javascript/);
  });

  it('answers in Spanish on a Spanish host', async () => {
    const v = await visitor('cofares.localhost');
    const res = await v.request({ method: 'POST', url: '/back/api/surveys/offer', payload: { ...offer, email: 'ana@example.test', message: undefined }, xsrf: true });
    expect(res.statusCode).toBe(200);
    const [mail] = await latestOutbox(t.db.db, 1, { to: 'ana@example.test' });
    expect(mail.subject).toMatch(/^Su respuesta a la encuesta de .+ \(OFF-[A-Z2-9]{8}\)$/);
    expect(mail.text).toContain('(ninguno)');
  });

  it('needs the CSRF token (419) and valid fields (422, never 500)', async () => {
    const v = await visitor();
    expect((await v.request({ method: 'POST', url: '/back/api/surveys/offer', payload: offer })).statusCode).toBe(419);
    const bad = await v.request({
      method: 'POST', url: '/back/api/surveys/offer', xsrf: true,
      payload: { name: '', email: 'nope', pharmacyName: 'x', role: 'boss', interests: ['karaoke'], extra: 1 },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((failureOf(bad, submitOfferSurvey).data as { errors: object }).errors)).toEqual(expect.arrayContaining(['name', 'email', 'role', 'interests.0']));
    const none = await v.request({ method: 'POST', url: '/back/api/surveys/offer', xsrf: true, payload: { ...offer, interests: [] } });
    expect(none.statusCode).toBe(422);
    const text = await v.request({ method: 'POST', url: '/back/api/surveys/offer', xsrf: true, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('throttles an IP after 5 submissions in 15 minutes (429 with Retry-After)', async () => {
    const v = await visitor('demo.localhost', '10.99.0.1');
    for (let i = 0; i < 5; i++) {
      const ok = await v.request({ method: 'POST', url: '/back/api/surveys/offer', payload: { ...offer, email: `spam${i}@example.test` }, xsrf: true });
      expect(ok.statusCode).toBe(200);
    }
    const blocked = await v.request({ method: 'POST', url: '/back/api/surveys/custom-training', payload: offer, xsrf: true });
    expect(blocked.statusCode).toBe(422); // validation first: a bad body does not count
    const sixth = await v.request({ method: 'POST', url: '/back/api/surveys/offer', payload: offer, xsrf: true });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    const other = await visitor('demo.localhost', '10.99.0.2');
    expect((await other.request({ method: 'POST', url: '/back/api/surveys/offer', payload: offer, xsrf: true })).statusCode).toBe(200);
  });
});

describe('custom-training request', () => {
  it('stores the request and acknowledges it', async () => {
    const v = await visitor();
    const res = await v.request({
      method: 'POST', url: '/back/api/surveys/custom-training', xsrf: true,
      payload: {
        name: 'Marc Leroy', email: 'marc@example.test', phone: '+33 6 12 34 56 78', pharmacyName: 'Pharmacie du Port',
        topic: 'Entretiens AVK', participants: 6, preferredFormat: 'classe-virtuelle', details: 'Deux groupes <script>x()</script>de trois.',
      },
    });
    const { reference } = dataOf(res, requestCustomTraining);
    expect(reference).toMatch(/^SUR-/);
    const [row] = await t.db.db.select().from(surveyAnswers).where(eq(surveyAnswers.reference, reference));
    expect(row.answers).toMatchObject({ participants: 6, preferredFormat: 'classe-virtuelle', preferredPeriod: null, detailsHtml: '<p>Deux groupes de trois.</p>' });
    const [mail] = await latestOutbox(t.db.db, 1, { to: 'marc@example.test' });
    expect(mail.subject).toContain(reference);
    expect(mail.text).toContain('Participants : 6');
    const bad = await v.request({ method: 'POST', url: '/back/api/surveys/custom-training', xsrf: true, payload: { participants: 0, preferredFormat: 'x' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('feedback', () => {
  it('describes the training of a token, takes one answer, then says the link is used (410)', async () => {
    const v = await visitor();
    const info = await v.request({ url: '/back/api/feedback/demo-feedback-2026' });
    expect(dataOf(info, getFeedbackTarget)).toEqual({
      training: { name: "Vaccination antigrippale et anti-COVID à l'officine", type: 'dpc', slug: 'vaccination-antigrippale-officine' },
      used: false,
    });
    expect((await v.request({ method: 'POST', url: '/back/api/feedback/demo-feedback-2026', payload: { rating: 5 } })).statusCode).toBe(419);
    expect((await v.request({ method: 'POST', url: '/back/api/feedback/demo-feedback-2026', payload: { rating: 6 }, xsrf: true })).statusCode).toBe(422);

    const first = await v.request({ method: 'POST', url: '/back/api/feedback/demo-feedback-2026', payload: { rating: 4, comment: 'Très clair <script>x</script>' }, xsrf: true });
    expect(dataOf(first, giveFeedback)).toBeNull();
    const [answer] = await t.db.db.select().from(feedbackAnswers).orderBy(desc(feedbackAnswers.id)).limit(1);
    expect(answer).toMatchObject({ rating: 4, commentHtml: '<p>Très clair</p>' });

    const second = await v.request({ method: 'POST', url: '/back/api/feedback/demo-feedback-2026', payload: { rating: 1 }, xsrf: true });
    expect(second.statusCode).toBe(410);
    expect(failureOf(second, giveFeedback)).toMatchObject({ status: 'Error', message: 'Vous avez déjà donné votre avis avec ce lien. Merci !' });
    expect(dataOf(await v.request({ url: '/back/api/feedback/demo-feedback-2026' }), getFeedbackTarget).used).toBe(true);
  });

  it('is a 404 for an unknown token or on another platform', async () => {
    const unknown = await (await visitor()).request({ url: '/back/api/feedback/nope' });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown, getFeedbackTarget).message).toBe('Ce lien d’avis n’existe pas ou a expiré.');
    expect((await (await visitor('mfo.localhost')).request({ url: '/back/api/feedback/demo-feedback-2026' })).statusCode).toBe(404);
  });
});

describe('contact', () => {
  it('stores the message and sends it to the platform contact address', async () => {
    const v = await visitor('cofares.localhost');
    const res = await v.request({
      method: 'POST', url: '/back/api/contact', xsrf: true,
      payload: { name: 'Lucía Gómez', email: 'lucia@example.test', subject: 'Factura', message: SCRIPT },
    });
    const { reference } = dataOf(res, sendContactMessage);
    expect(reference).toMatch(/^CON-/);
    const [row] = await t.db.db.select().from(contactMessages).where(eq(contactMessages.reference, reference));
    expect(row).toMatchObject({ kind: 'contact', lang: 'es', email: 'lucia@example.test', messageHtml: '<p>Bonjour<br />Merci <a>ici</a></p>' });
    const [mail] = await latestOutbox(t.db.db, 1, { to: 'contact@cofares.test' });
    expect(mail.subject).toMatch(new RegExp(`^\\[.+\\] Contacto: Factura \\(${reference}\\)$`));
    expect(mail.text).toContain('De: Lucía Gómez <lucia@example.test>');
    expect(mail.text).not.toMatch(/script|onerror|javascript/);
  });

  it('refuses multi-line subjects and empty messages (422), needs CSRF (419), throttles (429)', async () => {
    const v = await visitor('demo.localhost', '10.99.1.1');
    const payload = { name: 'A', email: 'a@example.test', subject: 'Sujet', message: 'Bonjour' };
    expect((await v.request({ method: 'POST', url: '/back/api/contact', payload })).statusCode).toBe(419);
    expect((await v.request({ method: 'POST', url: '/back/api/contact', payload: { ...payload, message: '   ' }, xsrf: true })).statusCode).toBe(422);
    const injected = await v.request({ method: 'POST', url: '/back/api/contact', payload: { ...payload, subject: 'Hi\r\nBcc: x@y.z' }, xsrf: true });
    expect(injected.statusCode).toBe(422);
    expect(Object.keys((failureOf(injected, sendContactMessage).data as { errors: object }).errors)).toEqual(['subject']);
    for (let i = 0; i < 5; i++) expect((await v.request({ method: 'POST', url: '/back/api/contact', payload, xsrf: true })).statusCode).toBe(200);
    expect((await v.request({ method: 'POST', url: '/back/api/contact', payload, xsrf: true })).statusCode).toBe(429);
  });
});

describe('advisor message', () => {
  it('is for signed-in users and names their advisor', async () => {
    const anonymous = await visitor();
    expect((await anonymous.request({ method: 'POST', url: '/back/api/user/sendAdvisorMessage', payload: { message: 'Rappelez-moi' }, xsrf: true })).statusCode).toBe(401);

    const v = await visitor();
    const login = await v.request({ method: 'POST', url: '/back/api/login', payload: { email: 'pharmacien@demo.test', password: 'Pharma-Demo-2026', platform: 'demo' }, xsrf: true });
    expect(login.statusCode).toBe(200);
    const res = await v.request({ method: 'POST', url: '/back/api/user/sendAdvisorMessage', payload: { message: 'Je souhaite être rappelée <script>x</script>demain.' }, xsrf: true });
    const { reference } = dataOf(res, sendAdvisorMessage);
    expect(messageOf(res, sendAdvisorMessage)).toBe('Votre demande a été transmise à votre conseiller.');
    const [mail] = await latestOutbox(t.db.db, 1, { to: 'contact@demo.test' });
    expect(mail.subject).toMatch(/^\[Pharma Campus\] Message pour Sophie Lambert \(ADV-/);
    expect(mail.text).toContain('De : Camille Martin <pharmacien@demo.test>');
    expect(mail.text).toContain('Je souhaite être rappelée demain.');
    const [row] = await t.db.db.select().from(contactMessages).where(eq(contactMessages.reference, reference));
    expect(row).toMatchObject({ kind: 'advisor', advisorName: 'Sophie Lambert' });
  });
});
