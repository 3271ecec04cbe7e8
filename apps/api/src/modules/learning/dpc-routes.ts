import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import * as dpc from '@app/contracts/learning/dpc';
import { PRACTICE_CERTIFICATE_MAX_BYTES } from '@app/domain/learning/dpc-programme';
import { readingMultipart } from '../../http/multipart.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { certificateRefusal, uploadPracticeCertificate } from './dpc-certificate.ts';
import { dpcFlow } from './dpc-flow.ts';
import { completeDpcStep } from './dpc-step.ts';
import { enrol, unsubscribe } from './enrol.ts';
import { loadEnrolment } from './enrolment-record.ts';
import { learnerContract } from './learner.ts';

/** Spec §7 "Learner courses" DPC: enrolment, the programme's steps, the practice certificate (docs/decisions.md). */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest) =>
    learnerContract(db, await requireUser(request), request.platformHost.platform.id, ((await request.getSession())?.data ?? {}) as SessionData);

  // Only this scope reads multipart bodies; one file, a byte over the limit is enough to refuse it.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: PRACTICE_CERTIFICATE_MAX_BYTES + 1 } });

  route(app, dpc.subscribeDpc, async (request) => success(await enrol(db, await learnerOf(request), request.lang, request.body.id, 'dpc'), translate(request.lang, 'success.enrolled')));

  route(app, dpc.dpcCurrentFlow, async (request) => {
    const learner = await learnerOf(request);
    return success(await dpcFlow(db, await loadEnrolment(db, learner, request.params.id), learner.contractType === 'read-only'));
  });

  route(app, dpc.completeDpcStep, async (request) => {
    const learner = await learnerOf(request);
    const flow = await completeDpcStep(db, learner, learner.contractType === 'read-only', request.lang, request.params.id, request.body.data);
    return success(flow, translate(request.lang, 'dpc.success.stepCompleted'));
  });

  route(app, dpc.leaveDpc, async (request) => {
    const learner = await learnerOf(request);
    const { offer } = await loadEnrolment(db, learner, request.params.id);
    await unsubscribe(db, learner, request.lang, offer.id, 'dpc');
    return success(await dpcFlow(db, await loadEnrolment(db, learner, request.params.id), learner.contractType === 'read-only'), translate(request.lang, 'dpc.success.left'));
  });

  route(app, dpc.uploadPracticeCertificate, async (request) => {
    const learner = await learnerOf(request);
    const part = request.isMultipart() ? await readingMultipart(() => request.file()) : undefined;
    if (!part) throw certificateRefusal(request.lang, 'missing');
    // Read up to one byte over the limit (the stream stops there): the domain's check says it is too big.
    const bytes = await readingMultipart(() => part.toBuffer()).catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw certificateRefusal(request.lang, 'tooBig');
      throw error;
    });
    const flow = await uploadPracticeCertificate(db, learner, learner.contractType === 'read-only', request.lang, request.params.id, { fileName: part.filename, bytes });
    return success(flow, translate(request.lang, 'dpc.success.certificateUploaded'));
  });
};

export default routes;
