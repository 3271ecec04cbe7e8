import { describe, expect, it } from 'vitest';
import type { FaqSection } from '@app/contracts/content/faq';
import { filterFaq, foldText, htmlText } from './faq-search.ts';

const sections: FaqSection[] = [
  {
    id: 1,
    title: 'Compte',
    order: 1,
    questions: [
      { id: 1, question: 'Comment créer mon compte ?', answerHtml: '<p>Depuis la page <strong>Inscription</strong>.</p>', order: 1 },
      { id: 2, question: 'Mot de passe oublié', answerHtml: '<p>Utilisez le lien &amp; suivez l’e-mail.</p>', order: 2 },
    ],
  },
  {
    id: 2,
    title: 'Formación',
    order: 2,
    questions: [{ id: 3, question: '¿Qué es la bonificación?', answerHtml: '<p>Financiación FUNDAE.</p>', order: 1 }],
  },
];

describe('FAQ search', () => {
  it('folds case and accents', () => {
    expect(foldText('  Ça  Éte BONIFICACIÓN ñ ')).toBe('ca ete bonificacion n');
  });

  it('reads the text of sanitised HTML', () => {
    expect(htmlText('<p>a &amp; <em>b</em></p>')).toBe(' a &  b  ');
  });

  it('keeps everything for an empty query', () => {
    expect(filterFaq(sections, '  ')).toBe(sections);
  });

  it('matches questions and answers without accents or case, every word required', () => {
    expect(filterFaq(sections, 'CREER compte').map((s) => s.questions.map((q) => q.id))).toEqual([[1]]);
    expect(filterFaq(sections, 'inscription').map((s) => s.questions.map((q) => q.id))).toEqual([[1]]);
    expect(filterFaq(sections, 'bonificacion').map((s) => s.id)).toEqual([2]);
    expect(filterFaq(sections, 'fundae financiacion').map((s) => s.id)).toEqual([2]);
  });

  it('drops sections left empty and gives nothing when nothing matches', () => {
    expect(filterFaq(sections, 'mot de passe').map((s) => s.id)).toEqual([1]);
    expect(filterFaq(sections, 'zzz')).toEqual([]);
  });
});
