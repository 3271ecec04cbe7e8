/** The URL of each language's merged texts (translations-plugin.ts). */
declare module 'virtual:translations-urls' {
  const urls: Record<'fr' | 'es', string>;
  export default urls;
}

/** The URL of each deferred area's texts, by language (translations-plugin.ts). */
declare module 'virtual:translations-area-urls' {
  const areas: Record<import('./merge-translations.ts').DeferredArea, Record<'fr' | 'es', string>>;
  export default areas;
}
