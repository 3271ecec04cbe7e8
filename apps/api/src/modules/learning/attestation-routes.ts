import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as attestation from '@app/contracts/learning/attestation';
import { getDpcAttestation } from '@app/contracts/learning/dpc';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { Learner } from './enrolment-record.ts';
import { attestationFile, downloadHost, type AttestationKind } from './attestation-file.ts';
import { listAttestations } from './attestation-list.ts';
import { verifyAttestation } from './attestation-verify.ts';

/** Spec §7 "User": the learner's attestations and the PDF of one; the public check of a code (issue "Learning I" part 9). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest): Promise<Learner> => ({
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
  });

  route(app, attestation.listAttestations, async (request) => success({ attestations: await listAttestations(db, await learnerOf(request)) }));

  const sendPdf = async (request: FastifyRequest, reply: FastifyReply, courseTrackingId: number, kind: AttestationKind) => {
    const file = await attestationFile(db, await learnerOf(request), courseTrackingId, kind, downloadHost(request));
    const pdf = await file.render();
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  route(app, attestation.getAttestation, async (request, reply) => sendPdf(request, reply, request.query.id, 'training'));

  // Spec §7 `attestation/dpc`: the DPC attestation of a completed programme, through the same brand, code and check.
  route(app, getDpcAttestation, async (request, reply) => sendPdf(request, reply, request.query.id, 'dpc'));

  route(app, attestation.verifyAttestation, async (request) => success(await verifyAttestation(db, request.params.code)));
};

export default routes;
