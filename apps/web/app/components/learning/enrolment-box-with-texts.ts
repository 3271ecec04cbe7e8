import { loadAreaTexts } from '../../lib/area-texts.ts';

/**
 * The enrolment box (and the session booking) shown on the catalogue's detail page, with the learning texts it speaks: in the browser it resolves
 * once both are in (the server has every text already), and neither weighs on the detail page before it is interactive.
 */
export async function withLearningTexts<M>(load: () => Promise<M>): Promise<M> {
  const [module] = await Promise.all([load(), typeof document === 'undefined' ? null : loadAreaTexts('learning')]);
  return module;
}

export const load = () => withLearningTexts(() => import('./enrolment-box.tsx'));
