import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { downloadAttestations } from '@app/contracts/profile/attestations';
import * as contracts from '@app/contracts/profile/history';
import { accountHasPointsAccess } from '@app/domain/identity/session-user';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { SessionData } from '../../plugins/accounts.ts';
import { requireUser } from '../../plugins/auth.ts';
import { downloadHost } from './attestation-file.ts';
import type { Learner } from './enrolment-record.ts';
import { learnerContract } from './learner.ts';
import { learnerHistory } from './history.ts';
import { attestationBundle } from './attestation-bundle.ts';
import { currentAverages } from './quiz-averages.ts';
import { EXPORT_TYPES, exportFileName, historyCsv, historyTable, historyXlsx } from './history-export.ts';
import { askQuestion, learnerQuestions } from './questions.ts';

/** The profile's history and attestations (issue 13 parts 4 and 6): the history's export, questions and averages; the attestations' zip. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const learnerOf = async (request: FastifyRequest): Promise<Learner> => ({ userId: (await requireUser(request)).id, platformId: request.platformHost.platform.id });
  const attachment = (name: string) => `attachment; filename="${name}"`;

  route(app, contracts.historyExport, async (request, reply) => {
    const learner = await learnerContract(db, await requireUser(request), request.platformHost.platform.id, ((await request.getSession())?.data ?? {}) as SessionData);
    const { format, ...filter } = request.query;
    const table = historyTable(await learnerHistory(db, learner), filter, request.lang, accountHasPointsAccess(learner));
    const file = format === 'csv' ? historyCsv(table) : await historyXlsx(table, request.lang);
    return reply
      .type(EXPORT_TYPES[format])
      .header('content-disposition', attachment(exportFileName(request.lang, format, new Date())))
      .header('cache-control', 'private, no-store')
      .send(file);
  });

  route(app, contracts.getQuestionsAnswers, async (request) => success(await learnerQuestions(db, await learnerOf(request))));
  route(app, contracts.askQuestion, async (request, reply) => {
    const asked = await askQuestion(db, await learnerOf(request), request.body.courseId, request.body.text);
    reply.code(201);
    return success(asked, translate(request.lang, 'questions.success.asked'));
  });
  route(app, contracts.getCurrentAverages, async (request) => success(await currentAverages(db, await learnerOf(request))));

  route(app, downloadAttestations, async (request, reply) => {
    const zip = await attestationBundle(db, await learnerOf(request), request.body.data, downloadHost(request));
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(`${translate(request.lang, 'attestations.bundleName')}.zip`))
      .header('cache-control', 'private, no-store')
      .send(zip);
  });
};

export default routes;
