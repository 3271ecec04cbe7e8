import { describe, expect, it } from 'vitest';
import { paidOrderPath } from './checkout.ts';

describe('paidOrderPath', () => {
  it('sends a cart order to its confirmation page and a contract to the pharmacy contract page, in the order language', () => {
    expect(paidOrderPath({ kind: 'cart', lang: 'fr', reference: 'CMD-ABC' })).toBe('/boutique/commande/CMD-ABC');
    expect(paidOrderPath({ kind: 'cart', lang: 'es', reference: 'CMD-ABC' })).toBe('/tienda/pedido/CMD-ABC');
    expect(paidOrderPath({ kind: 'contract', lang: 'fr', reference: 'CMD-ABC' })).toBe('/gestion/ma-pharmacie/contrat');
    expect(paidOrderPath({ kind: 'contract', lang: 'es', reference: 'CMD-ABC' })).toBe('/administracion/mi-farmacia/contrato');
  });
});
