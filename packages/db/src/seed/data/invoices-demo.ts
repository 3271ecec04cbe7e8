/**
 * The pharmacies' paid orders and their invoices (issue 15 part 4): Pharmacie du Centre's over two years, and one of
 * another pharmacy (whose ids Pharmacie du Centre's owner must not reach). `offers` index the demo platform's paid
 * offers, by id; the newest order of Pharmacie du Centre is its last command.
 */
export interface DemoPaidOrder {
  account: string;
  buyer: string;
  paidAt: string;
  method: 'card' | 'cheque';
  offers: number[];
}

export const DEMO_PAID_ORDERS: readonly DemoPaidOrder[] = [
  { account: 'Pharmacie du Centre', buyer: 'titulaire@demo.test', paidAt: '2025-03-14T09:30:00Z', method: 'card', offers: [0, 1] },
  { account: 'Pharmacie du Centre', buyer: 'titulaire@demo.test', paidAt: '2025-11-05T14:00:00Z', method: 'cheque', offers: [2] },
  { account: 'Pharmacie du Centre', buyer: 'titulaire@demo.test', paidAt: '2026-04-22T08:45:00Z', method: 'card', offers: [3, 4] },
  { account: 'Pharmacie des Halles', buyer: 'referent@demo.test', paidAt: '2026-06-03T10:15:00Z', method: 'card', offers: [0] },
  { account: 'Pharmacie du Centre', buyer: 'titulaire@demo.test', paidAt: '2026-10-08T12:10:00Z', method: 'card', offers: [5] },
];
