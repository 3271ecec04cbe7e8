import { describe, it } from 'vitest';
import { sweepScreens } from '../support/screens.ts';

describe('the screens of a admin', () => {
  it('pass axe with no serious or critical violation, fit 375 px and have one main, one h1 and a skip link, in French and Spanish', async () => {
    await sweepScreens('admin');
  }, 600_000);
});
