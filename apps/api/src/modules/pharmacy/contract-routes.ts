import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import * as api from '@app/contracts/pharmacy/contract';
import { contractSignatures } from '@app/db/schema/account-contracts';
import { centsToEuros } from '@app/domain/shop/prices';
import { sendPdf } from '../../http/pdf.ts';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { translate, type MessageKey } from '../../i18n/messages.ts';
import type { PaymentProvider } from '../shop/payment-provider.ts';
import { editPharmacyData } from './contract-account-data.ts';
import { contractFileName } from './contract-document.ts';
import { moveToNextProduct } from './contract-next-product.ts';
import { startContractPayment } from './contract-pay.ts';
import { signContract } from './contract-sign.ts';
import { contractAnswer, contractNotFound, currentDocument, ownContract } from './contract-view.ts';
import { pharmacyCaller } from './pharmacy-caller.ts';

/**
 * Spec §7 "Referent", the contract (issue 15 part 3): read it, move to the next product, sign it, pay it, download
 * the document and the signed copy; and the pharmacy's data. The paths of the two downloads are ours (not in §7).
 */
const routes: FastifyPluginAsync<{ provider: PaymentProvider; sealP12: Buffer }> = async (app, opts) => {
  const db = app.db.db;

  route(app, api.getContract, async (request) => success(await contractAnswer(db, await pharmacyCaller(db, request))));

  route(app, api.updateToNextContractProduct, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const product = await moveToNextProduct(db, caller);
    return success(await contractAnswer(db, caller), translate(request.lang, 'pharmacy.contract.moved', { product: translate(request.lang, `pharmacy.contract.product.${product}` as MessageKey) }));
  });

  route(app, api.signContract, async (request) => {
    const caller = await pharmacyCaller(db, request);
    const userAgent = request.headers['user-agent']?.slice(0, 500) ?? null;
    await signContract(db, caller, { contractId: request.params.id, documentHash: request.body.documentHash, userAgent }, opts.sealP12);
    return success(await contractAnswer(db, caller), translate(request.lang, 'pharmacy.contract.signed'));
  });

  route(app, api.signContractSystemPay, async (request) => {
    const { order, payment } = await startContractPayment(db, opts.provider, await pharmacyCaller(db, request), request.params.id);
    return success(
      { provider: opts.provider.name, formToken: payment.formToken, orderReference: order.reference, amount: centsToEuros(order.totalWithVatCents), currency: order.currency, paymentUrl: payment.paymentUrl },
      translate(request.lang, 'pharmacy.contract.paymentStarted'),
    );
  });

  route(app, api.downloadContractDocument, async (request, reply) => {
    const contract = await ownContract(db, await pharmacyCaller(db, request), request.params.id);
    return sendPdf(reply, { pdf: (await currentDocument(db, contract)).pdf, fileName: contractFileName(contract, false) });
  });

  route(app, api.downloadSignedContract, async (request, reply) => {
    const contract = await ownContract(db, await pharmacyCaller(db, request), request.params.id);
    const [signature] = await db.select({ pdf: contractSignatures.signedPdf }).from(contractSignatures).where(eq(contractSignatures.contractId, contract.id));
    if (!signature) throw contractNotFound();
    return sendPdf(reply, { pdf: signature.pdf, fileName: contractFileName(contract, true) });
  });

  route(app, api.editAccountDatas, async (request) =>
    success(await editPharmacyData(db, await pharmacyCaller(db, request), request.body), translate(request.lang, 'pharmacy.contract.dataSaved')),
  );
};

export default routes;
