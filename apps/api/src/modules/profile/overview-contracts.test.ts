import type { Contract } from '@app/contracts/contract';
import { getBadges } from '@app/contracts/profile/badges';
import { getPersonalizedSuggestions } from '@app/contracts/profile/suggestions';
import { signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('profile overview', contractsIn(import.meta.glob(['/packages/contracts/src/profile/{badges,suggestions}.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [getBadges, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getBadges)],
  [getPersonalizedSuggestions, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(getPersonalizedSuggestions)],
]));
