import { defineMessages } from '../../i18n/messages.ts';

/** Messages of the pharmacy's orders and invoices (issue 15 part 4). */
export const INVOICES_MESSAGES = defineMessages({
  fr: {
    'pharmacy.invoices.orderNotFound': 'Cette commande n’existe pas dans la pharmacie que vous gérez.',
    'pharmacy.invoices.invoiceNotFound': 'Cette facture n’existe pas dans la pharmacie que vous gérez.',
    'pharmacy.invoices.someNotFound': 'Une des factures choisies n’existe pas dans la pharmacie que vous gérez : rien n’a été téléchargé.',
    'pharmacy.invoices.noneSelected': 'Choisissez au moins une facture.',
    'pharmacy.invoices.tooMany': 'Choisissez au plus 100 factures.',
    'pharmacy.invoices.zipName': 'factures',
    'pharmacy.invoices.mergedName': 'factures-a-imprimer',
  },
  es: {
    'pharmacy.invoices.orderNotFound': 'Este pedido no existe en la farmacia que usted gestiona.',
    'pharmacy.invoices.invoiceNotFound': 'Esta factura no existe en la farmacia que usted gestiona.',
    'pharmacy.invoices.someNotFound': 'Una de las facturas elegidas no existe en la farmacia que usted gestiona: no se ha descargado nada.',
    'pharmacy.invoices.noneSelected': 'Elija al menos una factura.',
    'pharmacy.invoices.tooMany': 'Elija como máximo 100 facturas.',
    'pharmacy.invoices.zipName': 'facturas',
    'pharmacy.invoices.mergedName': 'facturas-para-imprimir',
  },
});

declare module '../../i18n/messages.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's keys, merged into MessageKeys
  interface MessageKeys extends Record<keyof typeof INVOICES_MESSAGES.fr, true> {}
}
