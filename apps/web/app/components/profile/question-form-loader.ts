/**
 * The question form of the catalogue's detail page with the profile texts it speaks, fetched together once the page
 * is in (the server has every text already). Everything is imported here, dynamically, so the detail page's own code
 * names one small chunk (its JS budget).
 */
export const load = async () => {
  const [module] = await Promise.all([
    import('./question-form.tsx'),
    typeof document === 'undefined' ? null : import('../../lib/area-texts.ts').then((m) => m.loadAreaTexts('profile')),
  ]);
  return module;
};
