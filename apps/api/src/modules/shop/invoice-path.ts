import { downloadCreditNote, downloadInvoice } from '@app/contracts/shop/orders';
import { API_PREFIX, pathOf } from '@app/contracts/contract-path';

/** Where an invoice is downloaded (the order's `invoice.url`, the e-mail's link): its contract's path. */
export function invoicePath(downloadToken: string): string {
  return `${API_PREFIX}${pathOf(downloadInvoice, { token: downloadToken })}`;
}

/** Where a credit note is downloaded by its buyer (the order's `creditNote.url`, the e-mail's link). */
export function creditNotePath(downloadToken: string): string {
  return `${API_PREFIX}${pathOf(downloadCreditNote, { token: downloadToken })}`;
}
