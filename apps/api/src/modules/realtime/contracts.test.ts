import type { Contract } from '@app/contracts/contract';
import * as auth from '@app/contracts/identity/auth';
import { broadcastingAuth, getRealtimeMetrics } from '@app/contracts/realtime/broadcasting';
import { getMaintenance, setMaintenance } from '@app/contracts/realtime/maintenance';
import { userChannel } from '@app/domain/realtime/realtime-channels';
import { createVisitor, dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';

sweepContracts('realtime', contractsIn(import.meta.glob(['/packages/contracts/src/realtime/*.ts', '!**/*.test.ts'], { eager: true })), () => new Map<Contract, SweepCall>([
  [broadcastingAuth, async (t) => {
    const learner = await signedIn(t.app, 'pharmacien@demo.test');
    const { id } = dataOf(await learner.call(auth.getUser), auth.getUser);
    return learner.call(broadcastingAuth, { body: { socket_id: '1234.5678', channel_name: userChannel(id) } });
  }],
  [getRealtimeMetrics, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(getRealtimeMetrics)],
  [getMaintenance, (t) => createVisitor(t.app).call(getMaintenance)],
  [setMaintenance, async (t) => (await signedIn(t.app, 'admin@demo.test')).call(setMaintenance, { body: { showMessage: false, message: '', isActive: false } })],
]));
