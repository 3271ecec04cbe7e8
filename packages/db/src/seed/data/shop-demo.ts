import type { TrainingType } from '@app/domain/catalogue/training-types';
import type { PlatformCode } from './platforms-and-hosts.ts';

/** A demo discount code (issue 14 part 3): a percentage in basis points or an amount in cents excluding VAT. */
export interface DemoDiscountCode {
  platform: PlatformCode;
  code: string;
  kind: 'percent' | 'amount';
  valueBp?: number;
  valueCents?: number;
  startsAt?: string;
  endsAt?: string;
  maxUses?: number;
  usedCount?: number;
  maxUsesPerUser?: number;
  trainingTypes?: TrainingType[];
}

/** The demo discount codes; tests and the web's browser tests name them from here. */
export const DEMO_DISCOUNT_CODES = {
  /** 10 % on everything. */
  welcome: { platform: 'demo', code: 'BIENVENUE10', kind: 'percent', valueBp: 1000 },
  /** 100 %: the order is free. */
  free: { platform: 'demo', code: 'OFFERT100', kind: 'percent', valueBp: 10_000 },
  /** 50 € off (excluding VAT), never below zero. */
  fiftyOff: { platform: 'demo', code: 'MOINS50', kind: 'amount', valueCents: 5000 },
  /** 20 % on DPC trainings only. */
  dpcOnly: { platform: 'demo', code: 'DPC20', kind: 'percent', valueBp: 2000, trainingTypes: ['dpc'] },
  /** Ended: refused as expired. */
  expired: { platform: 'demo', code: 'ETE2025', kind: 'percent', valueBp: 1500, startsAt: '2025-06-01T00:00:00Z', endsAt: '2025-09-01T00:00:00Z' },
  /** Every use taken: refused as exhausted. */
  exhausted: { platform: 'demo', code: 'PREMIERS5', kind: 'percent', valueBp: 2500, maxUses: 5, usedCount: 5 },
  /** Not valid yet: refused as not started. */
  future: { platform: 'demo', code: 'FUTUR2099', kind: 'percent', valueBp: 1000, startsAt: '2099-01-01T00:00:00Z' },
  /** Once per buyer. */
  oncePerUser: { platform: 'demo', code: 'UNEFOIS', kind: 'percent', valueBp: 1500, maxUsesPerUser: 1 },
  /** The Spanish platform's welcome code. */
  welcomeEs: { platform: 'cofares', code: 'BIENVENIDA10', kind: 'percent', valueBp: 1000 },
} as const satisfies Record<string, DemoDiscountCode>;
