import type { FastifyPluginAsync } from 'fastify';
import * as contracts from '@app/contracts/admin/facture-compta';
import { sendPdf } from '../../http/pdf.ts';
import { sendSpreadsheet } from '../../http/spreadsheet.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate } from '../../i18n/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { BookingDeps } from '../learning/booking-effects.ts';
import { platformCreditNoteFile } from '../shop/invoice-download.ts';
import { accountingFile } from './accounting-export.ts';
import { allAccountingRows, listAccountingInvoices } from './accounting-invoices.ts';
import { adminCaller } from './admin-caller.ts';
import { listAwaitingCheques } from './awaiting-cheques.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { recordCheque } from './record-cheque.ts';


/** The back-office's accounting (issue 17 part 5, `/api/admin/factureCompta/…`, ours: docs/decisions.md). */
const routes: FastifyPluginAsync<{ mailer: Mailer }> = async (app, { mailer }) => {
  const db = app.db.db;
  const deps: BookingDeps = { db, jobs: app.jobs, mailer, broadcaster: app.realtime.broadcaster };

  route(app, contracts.listAccountingInvoices, async (request) => success(await listAccountingInvoices(db, await adminCaller(request), request.query)));

  route(app, contracts.exportAccountingInvoices, async (request, reply) => {
    const caller = await adminCaller(request);
    const { format, ...period } = request.query;
    const { file, fileName } = await accountingFile(await allAccountingRows(db, caller, period), caller.lang, format, period);
    return sendSpreadsheet(reply, format, fileName, file);
  });

  route(app, contracts.listAwaitingCheques, async (request) => success({ items: await listAwaitingCheques(db, await adminCaller(request)) }));

  route(app, contracts.recordCheque, async (request) => {
    const caller = await adminCaller(request);
    const recorded = await recordCheque(deps, caller, request.params.reference, request.body, `${request.protocol}://${request.host}`);
    return success(recorded, translate(caller.lang, 'admin.factureCompta.recorded', { reference: recorded.reference, number: recorded.invoiceNumber }));
  });

  route(app, contracts.issueCreditNote, async (request) => {
    const caller = await adminCaller(request);
    const issued = await issueCreditNote(deps, caller, request.params.invoiceId, request.body, `${request.protocol}://${request.host}`);
    return success(issued, translate(caller.lang, 'admin.factureCompta.creditNoteIssued', { number: issued.number, invoice: issued.invoiceNumber, reference: issued.orderReference }));
  });

  route(app, contracts.downloadAccountingCreditNote, async (request, reply) =>
    sendPdf(reply, await platformCreditNoteFile(db, (await adminCaller(request)).platformId, request.params.creditNoteId)),
  );
};

export default routes;
