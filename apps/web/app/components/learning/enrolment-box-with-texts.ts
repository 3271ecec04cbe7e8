import { loadAreaTexts } from '../../lib/area-texts.ts';

/**
 * The enrolment box shown on the catalogue's detail page, with the learning texts it speaks: in the browser it resolves
 * once both are in (the server has every text already), and neither weighs on the detail page before it is interactive.
 */
export async function load() {
  const [module] = await Promise.all([import('./enrolment-box.tsx'), typeof document === 'undefined' ? null : loadAreaTexts('learning')]);
  return module;
}
