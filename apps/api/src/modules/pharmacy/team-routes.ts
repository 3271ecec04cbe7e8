import type { FastifyPluginAsync } from 'fastify';
import * as team from '@app/contracts/pharmacy/team';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { broadcast } from '../../realtime/broadcaster.ts';
import { EVENTS } from '../../realtime/events.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';
import { addApprenant } from './team-add.ts';
import { attributeApprenants } from './team-attribute.ts';
import { sendEmailToApprenant } from './team-email.ts';
import { listAssignableTrainings, listTeam } from './team-list.ts';
import { toggleApprenantActive } from './team-toggle.ts';

/** Spec §7 "Referent", the pharmacy's learners (issue 15 part 2); every change raises the account's contacts event. */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, opts) => {
  const db = app.db.db;
  const contactsChanged = (accountId: number) => broadcast(app.realtime.broadcaster, EVENTS.contacts, { accountId }, {});

  route(app, team.listApprenants, async (request) => success(await listTeam(db, await pharmacyCaller(db, request), request.query)));

  route(app, team.listAssignableTrainings, async (request) => success(await listAssignableTrainings(db, await pharmacyCaller(db, request))));

  route(app, team.addApprenant, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const outcome = await addApprenant(db, opts.mailer, caller, request.body);
    await contactsChanged(caller.account.id);
    return success({ outcome }, translate(caller.lang, outcome === 'added' ? 'pharmacy.team.success.added' : 'pharmacy.team.success.invited', { email: request.body.email }));
  });

  route(app, team.attributeApprenants, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const answers = await attributeApprenants(db, caller, request.body);
    await contactsChanged(caller.account.id);
    return success(answers, translate(caller.lang, 'pharmacy.team.success.attributed'));
  });

  route(app, team.sendEmailToApprenant, async (request) => {
    const caller = await pharmacyCaller(db, request);
    await sendEmailToApprenant(db, opts.mailer, caller, request.params.id, request.body);
    return success(null, translate(caller.lang, 'pharmacy.team.success.mailSent'));
  });

  route(app, team.toggleApprenantActive, async (request) => {
    const caller = await pharmacyCaller(db, request);
    await toggleApprenantActive(db, caller, request.body);
    await contactsChanged(caller.account.id);
    const { contactId, isActive } = request.body;
    return success({ contactId, isActive }, translate(caller.lang, isActive ? 'pharmacy.team.success.activated' : 'pharmacy.team.success.deactivated'));
  });
};

export default routes;
