/** Client-side FAQ search (issue 5): accent- and case-insensitive, on the question and the answer's text. */
import type { FaqSection } from '@app/contracts/content/faq';

/** Lower case without accents (é → e, ñ → n), whitespace collapsed. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of sanitised HTML (tags dropped, the few entities the sanitiser writes decoded). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * Sections keeping only the questions whose question or answer holds every word of the query; sections left empty
 * are dropped. An empty query keeps everything.
 */
export function filterFaq(sections: FaqSection[], query: string): FaqSection[] {
  const words = foldText(query).split(' ').filter(Boolean);
  if (words.length === 0) return sections;
  return sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((q) => {
        const haystack = foldText(`${q.question} ${htmlText(q.answerHtml)}`);
        return words.every((w) => haystack.includes(w));
      }),
    }))
    .filter((section) => section.questions.length > 0);
}
