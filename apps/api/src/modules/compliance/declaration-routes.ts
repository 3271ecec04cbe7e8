import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import * as contracts from '@app/contracts/compliance/declarations';
import { declarableTags, PROOF_MAX_BYTES, type ProofType } from '@app/domain/compliance/declarations';
import { route } from '../../http/route.ts';
import { readUploadForm } from '../../http/upload-form.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireUser } from '../../plugins/auth.ts';
import { adminCaller } from '../admin/admin-caller.ts';
import { pharmacyCaller } from '../pharmacy/pharmacy-caller.ts';
import { declarationProof } from './declaration-proof.ts';
import type { DeclarationScope } from './declaration-scope.ts';
import { declarationsOfLearner } from './declaration-view.ts';
import { declarationsToVerify } from './declarations-to-verify.ts';
import { declareAction, PROOF_MESSAGES } from './declare-action.ts';
import { decideDeclaration } from './decide-declaration.ts';
import { ruleSetsOf } from './compliance-actions.ts';
import { complianceCountry } from './load-compliance.ts';
import { setOrdreRegistration } from './set-ordre-registration.ts';
import { withdrawDeclaration } from './withdraw-declaration.ts';
import './messages.ts';

const EXTENSION: Record<ProofType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A proof opened in the browser: its type as read from its bytes, never sniffed again, never cached. */
function sendProof(reply: FastifyReply, id: number, proof: { type: ProofType; bytes: Buffer }) {
  return reply
    .type(proof.type)
    .header('content-disposition', `inline; filename="justificatif-${id}.${EXTENSION[proof.type]}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(proof.bytes);
}

/**
 * Issue 19 part 2: the learner's declared actions and registration date with the Ordre; the verification of the
 * declarations by the pharmacy's owner or referents and by the platform's administrators.
 */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.db.db;
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const learnerOf = async (request: FastifyRequest): Promise<DeclarationScope & { kind: 'learner' }> => ({
    kind: 'learner',
    userId: (await requireUser(request)).id,
    platformId: request.platformHost.platform.id,
  });
  const teamOf = async (request: FastifyRequest) => {
    const caller = await pharmacyCaller(db, request);
    return { caller, scope: { kind: 'team', accountId: caller.account.id, platformId: caller.platformId } as const };
  };
  const platformOf = async (request: FastifyRequest) => {
    const caller = await adminCaller(request);
    return { caller, scope: { kind: 'platform', platformId: caller.platformId } as const };
  };

  // Only this scope reads multipart bodies: the declaration's few fields (a tag per checkbox) and one file.
  await app.register(multipart, { limits: { files: 1, fields: 16, parts: 17, fieldSize: 1024 } });

  route(app, contracts.listDeclarations, async (request) => {
    const user = await requireUser(request);
    const { platform } = request.platformHost;
    const [declarations, ruleSets] = await Promise.all([declarationsOfLearner(db, platform.id, user.id), ruleSetsOf(db, complianceCountry(platform))]);
    return success({ declarations, declarableTags: declarableTags(ruleSets), proofMaxBytes: PROOF_MAX_BYTES, registeredOn: user.ordreRegisteredOn });
  });

  route(app, contracts.declareAction, async (request) => {
    const learner = await learnerOf(request);
    const form = await readUploadForm(request, contracts.declarationFields, { maxBytes: PROOF_MAX_BYTES, messages: PROOF_MESSAGES });
    const ruleSets = await ruleSetsOf(db, complianceCountry(request.platformHost.platform));
    return success(await declareAction(db, learner, ruleSets, request.lang, form), translate(request.lang, 'compliance.declarations.success.declared'));
  });

  route(app, contracts.withdrawDeclaration, async (request) =>
    success(await withdrawDeclaration(db, await learnerOf(request), request.params.id), translate(request.lang, 'compliance.declarations.success.withdrawn')),
  );

  route(app, contracts.getDeclarationProof, async (request, reply) => sendProof(reply, request.params.id, await declarationProof(db, await learnerOf(request), request.params.id)));

  route(app, contracts.setOrdreRegistration, async (request) => {
    const user = await requireUser(request);
    return success(await setOrdreRegistration(db, user.id, request.body.registeredOn), translate(request.lang, 'compliance.declarations.success.registration'));
  });

  route(app, contracts.listTeamDeclarations, async (request) => success({ declarations: await declarationsToVerify(db, (await teamOf(request)).scope) }));

  route(app, contracts.getTeamDeclarationProof, async (request, reply) => sendProof(reply, request.params.id, await declarationProof(db, (await teamOf(request)).scope, request.params.id)));

  route(app, contracts.decideTeamDeclaration, async (request) => {
    const { caller, scope } = await teamOf(request);
    const decider = { userId: caller.user.id, name: `${caller.user.firstName} ${caller.user.lastName}`.trim() || caller.user.email };
    const decided = await decideDeclaration({ db, mailer }, scope, decider, request.params.id, request.body, origin(request));
    return success(decided, translate(request.lang, `compliance.declarations.success.${request.body.decision}`, { name: decided.learner.name }));
  });

  route(app, contracts.listAdminDeclarations, async (request) => success({ declarations: await declarationsToVerify(db, (await platformOf(request)).scope) }));

  route(app, contracts.getAdminDeclarationProof, async (request, reply) => sendProof(reply, request.params.id, await declarationProof(db, (await platformOf(request)).scope, request.params.id)));

  route(app, contracts.decideAdminDeclaration, async (request) => {
    const { caller, scope } = await platformOf(request);
    const decided = await decideDeclaration({ db, mailer }, scope, { userId: caller.userId, name: caller.name, admin: caller }, request.params.id, request.body, origin(request));
    return success(decided, translate(request.lang, `compliance.declarations.success.${request.body.decision}`, { name: decided.learner.name }));
  });
};

export default routes;
