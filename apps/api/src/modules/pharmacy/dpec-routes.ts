import type { FastifyPluginAsync } from 'fastify';
import * as dpec from '@app/contracts/pharmacy/dpec';
import { getDpecEvidence } from '@app/contracts/pharmacy/dpec-evidence';
import { sendPdf } from '../../http/pdf.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { changeDpecSession, dpecAction } from './dpec-action.ts';
import { dpecEvidencePack } from './dpec-evidence.ts';
import { addDpec, dpecFunders, listDpecApprenants, listDpecTrainings } from './dpec-add.ts';
import { getDpec, listDpec } from './dpec-view.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';

/** Spec §7 "Referent", the funding files (issue 16 parts 2 and 3): list, one file, creation, actions and session. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, dpec.listDpec, async (request) => success(await listDpec(db, await pharmacyCaller(db, request), request.query.state)));

  route(app, dpec.getDpec, async (request) => success(await getDpec(db, await pharmacyCaller(db, request), request.params.id)));

  route(app, dpec.listDpecApprenants, async (request) => success(await listDpecApprenants(db, await pharmacyCaller(db, request))));

  route(app, dpec.listDpecTrainings, async (request) => success(await listDpecTrainings(db, await pharmacyCaller(db, request))));

  route(app, dpec.dpecFunders, async (request) =>
    success(await dpecFunders(db, await pharmacyCaller(db, request), request.query.apprenantId, request.query.trainingId)),
  );

  route(app, dpec.addDpec, async (request) => {
    const caller = await pharmacyCaller(db, request);
    return success(await addDpec(db, caller, request.body), translate(caller.lang, 'pharmacy.dpec.success.created'));
  });

  route(app, dpec.dpecAction, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const done = await dpecAction(db, caller, request.body.id, request.body.action);
    return success(done, translate(caller.lang, 'pharmacy.dpec.success.actionDone', { state: translate(caller.lang, `pharmacy.dpec.states.${done.state}`) }));
  });

  route(app, dpec.changeDpecSession, async (request) => {
    const caller = await pharmacyCaller(db, request);
    return success(await changeDpecSession(db, caller, request.body.dpecId, request.body.session), translate(caller.lang, 'pharmacy.dpec.success.sessionChanged'));
  });

  route(app, getDpecEvidence, async (request, reply) => {
    return sendPdf(reply, await dpecEvidencePack(db, await pharmacyCaller(db, request), request.params.id));
  });
};

export default routes;
