import type { FastifyPluginAsync } from 'fastify';
import * as fundae from '@app/contracts/pharmacy/fundae';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { registerMessages, translate } from '../../i18n/messages.ts';
import { fundaeOverview, saveFundaeInputs, yearOrThis } from './fundae-credit.ts';
import { fundaeInformes } from './fundae-informes.ts';
import { bonificacionesInvoices } from './fundae-invoices.ts';
import { FUNDAE_MESSAGES } from './fundae-messages.ts';
import { fundaeExport } from './fundae-xml.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';

registerMessages(FUNDAE_MESSAGES);

/** Spec §7 "Referent", FUNDAE bonificaciones (Spain, issue 16 part 5): credit, informes, invoices to bonify, XML export. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;

  route(app, fundae.getFundae, async (request) => success(await fundaeOverview(db, await pharmacyCaller(db, request), request.query.year)));

  route(app, fundae.saveFundaeInputs, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const saved = await saveFundaeInputs(db, caller, request.body);
    return success(saved, translate(caller.lang, 'pharmacy.fundae.success.saved', { year: String(saved.year) }));
  });

  route(app, fundae.listFundaeInformes, async (request) => {
    const year = yearOrThis(request.query.year);
    return success({ year, groups: await fundaeInformes(db, await pharmacyCaller(db, request), year) });
  });

  route(app, fundae.listBonificacionesInvoices, async (request) =>
    success(await bonificacionesInvoices(db, await pharmacyCaller(db, request), yearOrThis(request.query.year))),
  );

  route(app, fundae.downloadFundaeXml, async (request, reply) => {
    const caller = await pharmacyCaller(db, request);
    const year = yearOrThis(request.query.year);
    const xml = await fundaeExport(db, caller, year);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${translate(caller.lang, 'pharmacy.fundae.xmlName')}-${year}.xml"`)
      .header('cache-control', 'private, no-store')
      .send(xml);
  });
};

export default routes;
