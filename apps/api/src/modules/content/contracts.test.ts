import type { Contract } from '@app/contracts/contract';
import { sendAdvisorMessage, sendContactMessage } from '@app/contracts/content/contact';
import { getCustomPage, listCustomPages } from '@app/contracts/content/custom-pages';
import { getDocument } from '@app/contracts/content/docs';
import { getFaq } from '@app/contracts/content/faq';
import { getFeedbackTarget, giveFeedback } from '@app/contracts/content/feedback';
import { getNewsArticle, listNews } from '@app/contracts/content/news';
import { getBillboards, getGroupements, getLoginImage } from '@app/contracts/content/platform-content';
import { requestCustomTraining, submitOfferSurvey } from '@app/contracts/content/surveys';
import { createVisitor, dataOf, signedIn, type TestApp } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

const visit = (t: TestApp, host = 'mfa.localhost') => createVisitor(t.app, host);
const sender = { name: 'Claire Petit', email: 'claire.petit@example.test' };

sweepContracts('content', contractsIn(import.meta.glob(['/packages/contracts/src/content/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [listCustomPages, (t) => visit(t).call(listCustomPages, {})],
  [getCustomPage, async (t) => {
    const [first] = dataOf(await visit(t).call(listCustomPages, {}), listCustomPages);
    return visit(t).call(getCustomPage, { params: { slug: first.slug } });
  }],
  [getDocument, (t) => visit(t, 'demo.localhost').call(getDocument, { params: { '*': 'guides/officine/plan-de-formation' } })],
  [getFaq, (t) => visit(t, 'cofares.localhost').call(getFaq, { query: { kind: 'bonificacion' } })],
  [listNews, (t) => visit(t, 'demo.localhost').call(listNews, { query: { page: 1 } })],
  [getNewsArticle, async (t) => {
    const [first] = dataOf(await visit(t, 'demo.localhost').call(listNews, { query: {} }), listNews).items;
    return visit(t, 'demo.localhost').call(getNewsArticle, { params: { slug: first.slug } });
  }],
  [getGroupements, (t) => visit(t, 'demo.localhost').call(getGroupements, {})],
  [getBillboards, (t) => visit(t, 'demo.localhost').call(getBillboards, {})],
  [getLoginImage, (t) => visit(t, 'demo.localhost').call(getLoginImage, {})],
  [getFeedbackTarget, (t) => visit(t, 'demo.localhost').call(getFeedbackTarget, { params: { token: 'demo-feedback-2026' } })],
  [giveFeedback, (t) => visit(t, 'demo.localhost').call(giveFeedback, { params: { token: 'demo-feedback-2026' }, body: { rating: 5 } })],
  [sendContactMessage, (t) => visit(t).call(sendContactMessage, { body: { ...sender, subject: 'Facture', message: 'Bonjour' } })],
  [sendAdvisorMessage, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(sendAdvisorMessage, { body: { message: 'Bonjour' } })],
  [submitOfferSurvey, (t) => visit(t).call(submitOfferSurvey, { body: { ...sender, pharmacyName: 'Pharmacie des Halles', role: 'titulaire', interests: ['dpc'] } })],
  [requestCustomTraining, (t) => visit(t).call(requestCustomTraining, {
    body: { ...sender, pharmacyName: 'Pharmacie du Port', topic: 'Entretiens AVK', participants: 6, preferredFormat: 'classe-virtuelle', details: 'Deux groupes.' },
  })],
]));
