import type { ContractProductCode } from '@app/domain/pharmacy/contract-products';

/** A demo pharmacy's own data (spec §7 editAccountDatas), by its app id. */
export interface DemoPharmacyData {
  appId: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  taxId: string;
}

/** A demo contract (issue 15 part 3): a draft, or signed and paid before online signing existed (no evidence stored). */
export interface DemoContract {
  appId: string;
  product: ContractProductCode;
  periodStart: string;
  lang: 'fr' | 'es';
  /** Signed on paper and paid: ISO instants; absent for a draft. */
  signedAt?: string;
  paidAt?: string;
}

export const DEMO_PHARMACY_DATA: DemoPharmacyData[] = [
  { appId: 'DEMO-ETAB-0100', address: '12 place de la République', postalCode: '69002', city: 'Lyon', phone: '+33478421010', email: 'contact@pharmacie-du-centre.demo.test', taxId: '41234567800012' },
  { appId: 'DEMO-ETAB-0101', address: '3 rue des Halles', postalCode: '75001', city: 'Paris', phone: '+33142361818', email: 'contact@pharmacie-des-halles.demo.test', taxId: '52345678900016' },
  { appId: 'DEMO-ETAB-0102', address: '1 place de la Gare', postalCode: '59000', city: 'Lille', phone: '+33320551212', email: 'contact@pharmacie-de-la-gare.demo.test', taxId: '63456789000013' },
  { appId: 'COF-ETAB-0100', address: 'Calle de Santa Engracia 45', postalCode: '28010', city: 'Madrid', phone: '+34914451234', email: 'contacto@farmacia-central.cofares.test', taxId: 'B12345674' },
];

/** Drafts for Pharmacie du Centre and the Spanish pharmacy; a signed and paid contract for one of the referent's. */
export const DEMO_CONTRACTS: DemoContract[] = [
  { appId: 'DEMO-ETAB-0100', product: 'essentiel', periodStart: '2027-01-01', lang: 'fr' },
  { appId: 'COF-ETAB-0100', product: 'essentiel', periodStart: '2027-01-01', lang: 'es' },
  { appId: 'DEMO-ETAB-0101', product: 'equipe', periodStart: '2026-01-01', lang: 'fr', signedAt: '2025-12-15T10:00:00Z', paidAt: '2025-12-16T09:30:00Z' },
];
