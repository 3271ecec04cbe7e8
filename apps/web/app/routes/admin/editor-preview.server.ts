import { sanitizeRichText } from '@app/domain/content/rich-text';

/** The editor's text as the public will see it: through the allow-list every stored text passes (server side only). */
export function previewHtml(html: string): string {
  return sanitizeRichText(html.slice(0, 200_000));
}
