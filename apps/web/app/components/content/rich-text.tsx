/**
 * Rich text of the content API (FAQ answers, news, custom pages, documents). The API sanitises every stored text on
 * write with an allow-list (p, br, strong, em, ul, ol, li, a[href http/https/mailto/relative], h2, h3, blockquote;
 * no script, no on* attribute, no javascript: URL), so this is the one place the web renders HTML as it is.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
