import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Contract } from '@app/contracts/contract';
import * as infos from '@app/contracts/profile/infos';
import { dataOf, signedIn } from '../../test/helper.ts';
import { contractsIn, sweepContracts, type SweepCall } from '../../test/contract-sweep.ts';
import { enrolInProgramme } from './infos.fixture.ts';
import { cameraJpeg, photoForm } from './photos.fixture.ts';

sweepContracts(
  'profile infos',
  contractsIn(import.meta.glob(['/packages/contracts/src/profile/infos.ts'], { eager: true })),
  () =>
    new Map<Contract, SweepCall>([
      [infos.getUserProfile, async (t) => (await signedIn(t.app, 'adjoint@demo.test')).call(infos.getUserProfile)],
      [infos.updatePersonalData, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(infos.updatePersonalData, { body: { firstName: 'Claire', lastName: 'Dupont', birthDate: '1985-04-12', professionalId: '10101234567' } })],
      [infos.updateMobilePhone, async (t) => (await signedIn(t.app, 'pharmacien@demo.test')).call(infos.updateMobilePhone, { body: { mobilePhone: '06 12 34 56 78' } })],
      [infos.updateContact, async (t) => (await signedIn(t.app, 'titulaire@demo.test')).call(infos.updateContact, { body: { email: 'contact@pharmacie-du-centre.test', phone: '01 23 45 67 89' } })],
      [infos.getMissingInfo, async (t) => {
        const learner = await signedIn(t.app, 'adjoint@demo.test');
        return learner.call(infos.getMissingInfo, { body: { dossierId: await enrolInProgramme(t, learner) } });
      }],
      [infos.updateProfilePic, async (t) => (await signedIn(t.app, 'lecture@demo.test')).call(infos.updateProfilePic, { body: photoForm(await cameraJpeg()) })],
      [infos.deleteAvatar, async (t) => (await signedIn(t.app, 'lecture@demo.test')).call(infos.deleteAvatar)],
      [infos.getAvatar, async (t) => {
        const person = await signedIn(t.app, 'boutique@demo.test');
        const { avatar } = dataOf(await person.call(infos.updateProfilePic, { body: photoForm(await cameraJpeg()) }), infos.updateProfilePic);
        return person.request({ url: avatar ?? '' });
      }],
    ]),
  async () => ({ DATA_DIR: await mkdtemp(path.join(tmpdir(), 'profile-sweep-')) }),
);
