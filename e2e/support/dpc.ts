/** Steps of the DPC programme browser tests, on the demo's vaccination programme. */
import type { Page } from 'playwright-core';
import { QUIZ_MODULE_QUESTIONS } from '@app/db/seed/data/quizmod-questions';
import { packageFrame } from './scorm.ts';

export const DPC_SLUG = 'vaccination-antigrippale-officine';
export const DPC_TRAINING = "Vaccination antigrippale et anti-COVID à l'officine";
const QUESTIONS = QUIZ_MODULE_QUESTIONS[`fr:${DPC_SLUG}`];

/** Answers the assessment on the page: the right choice of each question, or its first one. */
export async function answerAssessment(page: Page, right: boolean) {
  const form = page.getByTestId('dpc-assessment');
  for (const question of QUESTIONS) {
    const group = form.getByRole('group', { name: new RegExp(question.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await group.getByRole('radio').nth(right ? question.answer : 0).check();
  }
  await form.getByRole('button', { name: 'Valider mes réponses' }).click();
}

/** Plays a cognitive module of the programme to its passed check. */
export async function playCognitiveModule(page: Page, index: number) {
  await page.getByTestId('dpc-module').nth(index).getByRole('button', { name: /^Ouvrir le module/ }).click();
  const frame = await packageFrame(page, 'Qui vacciner à l’officine ?');
  for (let p = 0; p < 2; p++) await frame.getByRole('button', { name: 'Suivant' }).click();
  await frame.getByLabel('Quinze minutes').check();
  await frame.getByLabel('Dans le Dossier médical partagé').check();
  await frame.getByRole('button', { name: 'Valider mes réponses' }).click();
  await frame.getByText('Réussi : 2 bonnes réponses sur 2.').waitFor();
}

/** A practice certificate the programme accepts (a PDF by its bytes). */
export const PRACTICE_CERTIFICATE = { name: 'attestation-pratique.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') };

/** Goes through the four steps of the programme opened on the page, to its completion. */
export async function completeDpcProgramme(page: Page) {
  await answerAssessment(page, false);
  await page.getByRole('heading', { level: 2, name: 'Formation cognitive' }).waitFor();
  for (let i = 0; i < 2; i++) await playCognitiveModule(page, i);
  await page.getByRole('heading', { level: 2, name: 'Évaluation des pratiques' }).waitFor();
  await page.getByLabel('Attestation de pratique').setInputFiles(PRACTICE_CERTIFICATE);
  await page.getByRole('button', { name: 'Déposer l’attestation' }).click();
  await page.getByTestId('dpc-certificate').waitFor();
  await page.getByRole('button', { name: 'Valider l’évaluation des pratiques' }).click();
  await page.getByRole('heading', { level: 2, name: 'Évaluation finale' }).waitFor();
  await answerAssessment(page, true);
  await page.getByTestId('dpc-completed').waitFor();
}
