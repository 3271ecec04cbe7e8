import type { FastifyPluginAsync } from 'fastify';
import * as contracts from '@app/contracts/pharmacy/invoices';
import { todayInParis } from '@app/domain/identity/session-user';
import { sendPdf } from '../../http/pdf.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import { invoicesZip, mergedInvoicesPdf, pharmacyInvoiceFiles, pharmacyInvoicePdf } from './invoices-files.ts';
import { listPharmacyInvoices, pharmacyInvoice } from './invoices-list.ts';
import { command, lastCommand } from './invoices-orders.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';

/** Spec §7 "Referent", orders and invoices (issue 15 part 4): every call scoped to the pharmacy in use. */
const routes: FastifyPluginAsync = async (app) => {
  const db = app.db.db;
  const attachment = (name: string) => `attachment; filename="${name}"`;

  route(app, contracts.getLastCommand, async (request) => success(await lastCommand(db, await pharmacyCaller(db, request))));

  route(app, contracts.getCommand, async (request) => success(await command(db, await pharmacyCaller(db, request), request.params.id)));

  route(app, contracts.listInvoices, async (request) => success(await listPharmacyInvoices(db, await pharmacyCaller(db, request), request.query)));

  route(app, contracts.getInvoice, async (request) => success(await pharmacyInvoice(db, await pharmacyCaller(db, request), request.params.id)));

  route(app, contracts.downloadPharmacyInvoice, async (request, reply) => {
    return sendPdf(reply, await pharmacyInvoicePdf(db, await pharmacyCaller(db, request), request.params.id));
  });

  route(app, contracts.downloadInvoices, async (request, reply) => {
    const files = await pharmacyInvoiceFiles(db, await pharmacyCaller(db, request), request.body.factures);
    return reply
      .type('application/zip')
      .header('content-disposition', attachment(`${translate(request.lang, 'pharmacy.invoices.zipName')}-${todayInParis(new Date())}.zip`))
      .header('cache-control', 'private, no-store')
      .send(invoicesZip(files));
  });

  route(app, contracts.mergeInvoices, async (request, reply) => {
    const files = await pharmacyInvoiceFiles(db, await pharmacyCaller(db, request), request.body.factures);
    const pdf = await mergedInvoicesPdf(files);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(`${translate(request.lang, 'pharmacy.invoices.mergedName')}-${todayInParis(new Date())}.pdf`))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });
};

export default routes;
