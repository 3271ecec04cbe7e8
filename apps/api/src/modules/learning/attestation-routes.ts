import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import * as attestation from '@app/contracts/learning/attestation';
import { getDpcAttestation } from '@app/contracts/learning/dpc';
import type { Attestation } from '@app/db/schema/attestations';
import { platforms } from '@app/db/schema/platforms';
import { langOf } from '@app/domain/platform/locales';
import { buildPath } from '@app/domain/platform/routes';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { Learner } from './enrolment-record.ts';
import { findAttestation, listAttestations } from './attestation-list.ts';
import { renderAttestationPdf } from './attestation-pdf.ts';
import { dpcAttestation } from './dpc-attestation.ts';
import { verifyAttestation } from './attestation-verify.ts';

/** Spec §7 "User": the learner's attestations and the PDF of one; the public check of a code (issue "Learning I" part 9). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest): Promise<Learner> => ({
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
  });

  route(app, attestation.listAttestations, async (request) => success({ attestations: await listAttestations(db, await learnerOf(request)) }));

  const sendPdf = async (request: FastifyRequest, reply: FastifyReply, issued: Attestation, fileName: string, programme?: Parameters<typeof renderAttestationPdf>[3]) => {
    const [platform] = await db.select().from(platforms).where(eq(platforms.id, issued.platformId));
    // The QR code opens the check on the host the learner downloads from, in that host's language.
    const verifyPath = buildPath('attestation-verify', langOf(request.platformHost.locale), { code: issued.code });
    const pdf = await renderAttestationPdf(issued, { name: issued.snapshot.platformName, colour: platform.primaryColorDark }, `${request.protocol}://${request.host}${verifyPath}`, programme);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  };

  route(app, attestation.getAttestation, async (request, reply) => {
    const { attestation: issued, item } = await findAttestation(db, await learnerOf(request), request.query.id);
    return sendPdf(request, reply, issued, item.fileName);
  });

  // Spec §7 `attestation/dpc`: the DPC attestation of a completed programme, through the same brand, code and check.
  route(app, getDpcAttestation, async (request, reply) => {
    const { attestation: issued, fileName, dpc } = await dpcAttestation(db, await learnerOf(request), request.query.id);
    return sendPdf(request, reply, issued, fileName, dpc);
  });

  route(app, attestation.verifyAttestation, async (request) => success(await verifyAttestation(db, request.params.code)));
};

export default routes;
