/** The URL of each language's merged texts (translations-plugin.ts). */
declare module 'virtual:translations-urls' {
  const urls: Record<'fr' | 'es', string>;
  export default urls;
}
