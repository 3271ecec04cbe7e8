import type { Locale } from '@app/domain/platform/locales';
import type { PlatformSeller } from '../../schema/platforms.ts';

/** Demo platforms, hosts and redirect rules (HOSTS.md). Brand names and colours are invented demo data. */

export interface PlatformSeed {
  codeName: 'demo' | 'mfo' | 'mfa' | 'mfm' | 'totum' | 'cofares' | 'farline';
  name: string;
  shortName: string;
  isConvergence: boolean;
  primaryColor: string;
  primaryColorDark: string;
  elearningColor: string | null;
  hotjarId: string | null;
  hotjarSv: string | null;
  defaultLocale: Locale;
  /** The selling company as invoices print it (invented companies; identifiers have the right shape, not real ones). */
  seller: PlatformSeller;
}

export type PlatformCode = PlatformSeed['codeName'];

export const PLATFORMS: PlatformSeed[] = [
  {
    codeName: 'demo',
    name: 'Pharma Campus',
    shortName: 'Campus',
    isConvergence: false,
    primaryColor: '#FFB400',
    primaryColorDark: '#B37E00',
    elearningColor: '#42BAEC',
    hotjarId: null,
    hotjarSv: null,
    defaultLocale: 'fr-FR',
    seller: { name: 'Pharma Campus Formation SAS', address: ['12 rue des Apothicaires', '69002 Lyon', 'France'], companyId: '852 741 963 00018', vatNumber: 'FR45852741963', trainingDeclaration: '84 69 12345 69', chequePayee: 'Pharma Campus Formation SAS' },
  },
  {
    codeName: 'mfo',
    name: 'Mon Officine Formation',
    shortName: 'MFO',
    isConvergence: false,
    primaryColor: '#E4572E',
    primaryColorDark: '#A33A1A',
    elearningColor: '#2A9D8F',
    hotjarId: '3184562',
    hotjarSv: '6',
    defaultLocale: 'fr-FR',
    seller: { name: 'Mon Officine Formation SARL', address: ['8 avenue Pasteur', '33000 Bordeaux', 'France'], companyId: '791 258 346 00027', vatNumber: 'FR12791258346', trainingDeclaration: '72 33 08765 33', chequePayee: 'Mon Officine Formation' },
  },
  {
    codeName: 'mfa',
    name: 'Académie Formapharm',
    shortName: 'Formapharm',
    isConvergence: false,
    primaryColor: '#6A4C93',
    primaryColorDark: '#45305F',
    elearningColor: '#8AC926',
    hotjarId: null,
    hotjarSv: null,
    defaultLocale: 'fr-FR',
    seller: { name: 'Académie Formapharm SAS', address: ['27 boulevard de la Liberté', '59000 Lille', 'France'], companyId: '813 462 579 00035', vatNumber: 'FR67813462579', trainingDeclaration: '31 59 07654 59', chequePayee: 'Académie Formapharm' },
  },
  {
    codeName: 'mfm',
    name: 'Médiform Officine',
    shortName: 'Médiform',
    isConvergence: false,
    primaryColor: '#1982C4',
    primaryColorDark: '#0F5A8A',
    elearningColor: null,
    hotjarId: null,
    hotjarSv: null,
    defaultLocale: 'fr-FR',
    seller: { name: 'Médiform Officine SAS', address: ['4 place du Capitole', '31000 Toulouse', 'France'], companyId: '827 193 654 00012', vatNumber: 'FR03827193654', trainingDeclaration: '76 31 05432 31', chequePayee: 'Médiform Officine' },
  },
  {
    codeName: 'totum',
    name: 'Totum Pharma Convergence',
    shortName: 'Totum',
    isConvergence: true,
    primaryColor: '#2E7D32',
    primaryColorDark: '#1B4D1E',
    elearningColor: '#F4A261',
    hotjarId: null,
    hotjarSv: null,
    defaultLocale: 'fr-FR',
    seller: { name: 'Totum Pharma Convergence SA', address: ['55 rue de la République', '13002 Marseille', 'France'], companyId: '839 527 146 00041', vatNumber: 'FR58839527146', trainingDeclaration: '93 13 04321 13', chequePayee: 'Totum Pharma Convergence' },
  },
  {
    codeName: 'cofares',
    name: 'Aula Cofares Formación',
    shortName: 'Aula Cofares',
    isConvergence: false,
    primaryColor: '#00843D',
    primaryColorDark: '#005A29',
    elearningColor: '#ff1e70',
    hotjarId: null,
    hotjarSv: null,
    defaultLocale: 'es-ES',
    seller: { name: 'Aula Cofares Formación S.L.', address: ['Calle de Santa Engracia 31', '28010 Madrid', 'España'], companyId: 'B87654321', vatNumber: 'ESB87654321', trainingDeclaration: null, chequePayee: 'Aula Cofares Formación S.L.' },
  },
  {
    codeName: 'farline',
    name: 'Farline Academia',
    shortName: 'Farline',
    // farline requires login because of its code (HOSTS.md), not because it is a convergence platform.
    isConvergence: false,
    primaryColor: '#C2185B',
    primaryColorDark: '#880E3F',
    elearningColor: '#ff1e70',
    hotjarId: null,
    hotjarSv: null,
    defaultLocale: 'es-ES',
    seller: { name: 'Farline Academia S.L.', address: ['Carrer de Balmes 120', '08008 Barcelona', 'España'], companyId: 'B65432187', vatNumber: 'ESB65432187', trainingDeclaration: null, chequePayee: 'Farline Academia S.L.' },
  },
];

export interface HostSeed {
  /** Host name without port. */
  host: string;
  platform: PlatformCode;
  locale: Locale;
}

export const HOSTS: HostSeed[] = [
  { host: 'localhost', platform: 'demo', locale: 'fr-FR' },
  { host: '127.0.0.1', platform: 'demo', locale: 'fr-FR' },
  { host: 'demo.localhost', platform: 'demo', locale: 'fr-FR' },
  { host: 'demo-es.localhost', platform: 'demo', locale: 'es-ES' },
  { host: 'mfo.localhost', platform: 'mfo', locale: 'fr-FR' },
  { host: 'mfa.localhost', platform: 'mfa', locale: 'fr-FR' },
  { host: 'mfm.localhost', platform: 'mfm', locale: 'fr-FR' },
  { host: 'totum.localhost', platform: 'totum', locale: 'fr-FR' },
  { host: 'mfo-be.localhost', platform: 'mfo', locale: 'fr-BE' },
  { host: 'mfo-lu.localhost', platform: 'mfo', locale: 'fr-LU' },
  { host: 'mfo-ch.localhost', platform: 'mfo', locale: 'fr-CH' },
  { host: 'mfo-ca.localhost', platform: 'mfo', locale: 'fr-CA' },
  { host: 'mfo-gf.localhost', platform: 'mfo', locale: 'fr-GF' },
  { host: 'cofares.localhost', platform: 'cofares', locale: 'es-ES' },
];

export interface RedirectRuleSeed {
  platform: PlatformCode;
  fromPath: string;
  toPath?: string;
  toUrl?: string;
  statusCode?: number;
}

export const REDIRECT_RULES: RedirectRuleSeed[] = [
  { platform: 'demo', fromPath: '/formation-continue', toPath: '/catalogue' },
  { platform: 'demo', fromPath: '/blog', toUrl: 'https://www.ordre.pharmacien.fr/' },
];
