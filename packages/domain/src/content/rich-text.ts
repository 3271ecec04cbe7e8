import sanitizeHtml from 'sanitize-html';

/**
 * The rich-text allow-list of stored content (FAQ answers, news, pages, documents, form messages): the only tags and
 * attributes that can ever be stored, hence rendered. Everything else is dropped — script and style elements with
 * their content, other elements keeping their text.
 */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'blockquote'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href'] },
  // http, https, mailto and relative URLs only: javascript:, data:, vbscript: … are removed with the attribute.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  parseStyleAttributes: false,
};

/** Sanitises rich text to the allow-list (the one function used on every write and by the demo seed). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The plain text of a piece of HTML (no tag at all; entities decoded), e.g. for the text body of an e-mail. */
export function richTextToPlain(html: string): string {
  const text = sanitizeHtml(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|li|h2|h3|blockquote)>/gi, '$&\n'), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: OPTIONS.nonTextTags,
  });
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text typed in a form (a textarea) as stored rich text: sanitised, paragraphs and line breaks kept. */
export function plainTextToRichText(text: string): string {
  const escaped = sanitizeRichText(text);
  return escaped
    .split(/\n{2,}/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${para.replace(/\n/g, '<br />')}</p>`)
    .join('');
}
