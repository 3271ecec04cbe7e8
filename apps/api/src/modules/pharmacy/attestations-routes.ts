import type { FastifyPluginAsync } from 'fastify';
import * as contracts from '@app/contracts/pharmacy/attestations';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { downloadHost } from '../learning/attestation-file.ts';
import { teamAttestationBundle, teamAttestationFile } from './attestations-download.ts';
import { listTeamAttestations, teamOf } from './attestations-team.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';
import './attestations-messages.ts';

const attachment = (name: string) => `attachment; filename="${name}"`;

/** Spec §7 referent `attestations` (issue 15 part 6): the team's list, one PDF, a selection as a zip. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, contracts.listTeamAttestations, async (request) => {
    const caller = await pharmacyCaller(db, request);
    return success(await listTeamAttestations(db, teamOf(caller), request.query));
  });

  route(app, contracts.getTeamAttestation, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    const file = await teamAttestationFile(db, teamOf(caller), request.params.id, request.query.kind, downloadHost(request));
    const pdf = await file.render();
    return reply.type('application/pdf').header('content-disposition', attachment(file.fileName)).header('cache-control', 'private, no-store').send(pdf);
  });

  route(app, contracts.downloadTeamAttestations, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    const zip = await teamAttestationBundle(db, teamOf(caller), request.body.ids, downloadHost(request));
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(`${translate(request.lang, 'pharmacy.attestations.bundleName')}.zip`))
      .header('cache-control', 'private, no-store')
      .send(zip);
  });
};

export default routes;
