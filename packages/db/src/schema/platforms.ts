import type { Locale } from '@app/domain/platform/locales';
import { bigint, boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The company that sells on a platform, as its invoices and cheque instructions print it (issue 14). */
export interface PlatformSeller {
  /** Legal name. */
  name: string;
  /** Postal address, one line each. */
  address: string[];
  /** SIRET (France) or NIF/CIF (Spain). */
  companyId: string;
  /** Intra-EU VAT number. */
  vatNumber: string;
  /** France: the training organisation's declaration number (NDA) and its exemption mention when VAT is 0. */
  trainingDeclaration?: string | null;
  /** Who cheques are made out to. */
  chequePayee: string;
}

/** A brand (spec §1, §3 Platform): resolved from the host name through platform_domains. */
export const platforms = pgTable('platforms', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  codeName: text('code_name').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  isConvergence: boolean('is_convergence').notNull().default(false),
  primaryColor: text('primary_color'),
  primaryColorDark: text('primary_color_dark'),
  elearningColor: text('elearning_color'),
  logoUrl: text('logo_url'),
  favicon: text('favicon'),
  hotjarId: text('hotjar_id'),
  hotjarSv: text('hotjar_sv'),
  classes: text('classes'),
  cssVariables: jsonb('css_variables').$type<Record<string, string>>().notNull().default({}),
  /** Where contact-form messages and advisor call-back requests are sent (issue 5). */
  contactEmail: text('contact_email'),
  /** Null: the platform does not sell (its shop answers that it is closed). */
  seller: jsonb('seller').$type<PlatformSeller>(),
  defaultLocale: text('default_locale').$type<Locale>().notNull().default('fr-FR'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Platform = typeof platforms.$inferSelect;
export type NewPlatform = typeof platforms.$inferInsert;
