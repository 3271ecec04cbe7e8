import { describe, it, expect } from 'vitest';
import {
  DEFAULT_VOLUME,
  advisorPicture,
  defaultAdvisorPicture,
  displayFunction,
  accountHasPointsAccess,
  hasPointsAccess,
  isContractInvalid,
  isReadOnly,
  isShopContext,
  needsAccountChoice,
  shouldShowConsentDialog,
  todayInParis,
} from './session-user.ts';
import { sessionUserSchema } from './session-user.schema.ts';
import { makeSessionUser } from './session-user.fixture.ts';


describe('session user schema (spec §3 User)', () => {
  it('accepts a full session user and refuses a logged-out shape', () => {
    expect(sessionUserSchema.safeParse(makeSessionUser()).success).toBe(true);
    expect(sessionUserSchema.safeParse({ ...makeSessionUser(), loggedIn: false }).success).toBe(false);
    expect(sessionUserSchema.safeParse({ ...makeSessionUser(), contractType: 'other' }).success).toBe(false);
  });
});

describe('defaults (spec §9)', () => {
  it('preference volume defaults to 1', () => {
    expect(DEFAULT_VOLUME).toBe(1);
  });
  it('default advisor picture depends on gender (M or other)', () => {
    expect(defaultAdvisorPicture('M')).toBe('/advisors/advisor-m.svg');
    expect(defaultAdvisorPicture('F')).toBe('/advisors/advisor-f.svg');
    expect(defaultAdvisorPicture(null)).toBe('/advisors/advisor-f.svg');
    expect(advisorPicture(null)).toBeNull();
    expect(advisorPicture({ name: 'Paul', avatar: null, gender: 'M' })).toBe('/advisors/advisor-m.svg');
    expect(advisorPicture({ name: 'Anne', avatar: '/a.png', gender: 'F' })).toBe('/a.png');
  });
});

describe('todayInParis (spec §9 Europe/Paris)', () => {
  it('gives the Paris calendar day, not the UTC one', () => {
    expect(todayInParis(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
    // 23:30 UTC in winter is 00:30 the next day in Paris.
    expect(todayInParis(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-16');
    // 22:30 UTC in summer (UTC+2) is 00:30 the next day in Paris.
    expect(todayInParis(new Date('2026-07-15T22:30:00Z'))).toBe('2026-07-16');
    expect(todayInParis(new Date('2026-07-15T21:30:00Z'))).toBe('2026-07-15');
  });
});

describe('contract validity (spec §4)', () => {
  const today = '2026-03-10';
  it('is invalid when the valid date is missing', () => {
    expect(isContractInvalid(null, today)).toBe(true);
    expect(isContractInvalid(undefined, today)).toBe(true);
    expect(isContractInvalid('', today)).toBe(true);
    expect(isContractInvalid('not a date', today)).toBe(true);
  });
  it('is invalid once the valid date has passed, valid on and before it', () => {
    expect(isContractInvalid('2026-03-09', today)).toBe(true);
    expect(isContractInvalid('2025-12-31', today)).toBe(true);
    expect(isContractInvalid('2026-03-10', today)).toBe(false);
    expect(isContractInvalid('2026-03-11', today)).toBe(false);
    expect(isContractInvalid('2026-03-10T00:00:00.000Z', today)).toBe(false);
  });
});

describe('shop context, points access, read-only (spec §4)', () => {
  it('shop context: logged out or contractType shop', () => {
    expect(isShopContext(null)).toBe(true);
    expect(isShopContext(makeSessionUser({ contractType: 'shop' }))).toBe(true);
    expect(isShopContext(makeSessionUser({ contractType: null }))).toBe(false);
    expect(isShopContext(makeSessionUser({ contractType: 'read-only' }))).toBe(false);
  });
  it('points access: logged in, an app id, not shop context', () => {
    expect(hasPointsAccess(null)).toBe(false);
    expect(hasPointsAccess(makeSessionUser())).toBe(true);
    expect(hasPointsAccess(makeSessionUser({ appId: null }))).toBe(false);
    expect(hasPointsAccess(makeSessionUser({ appId: '' }))).toBe(false);
    expect(hasPointsAccess(makeSessionUser({ contractType: 'shop' }))).toBe(false);
    expect(hasPointsAccess(makeSessionUser({ contractType: 'read-only' }))).toBe(true);
  });
  it('points access of an account in use: an app id, not a shop', () => {
    expect(accountHasPointsAccess({ appId: 'DEMO-1', contractType: null })).toBe(true);
    expect(accountHasPointsAccess({ appId: null, contractType: null })).toBe(false);
    expect(accountHasPointsAccess({ appId: 'DEMO-1', contractType: 'shop' })).toBe(false);
  });
  it('read-only mode: contractType read-only', () => {
    expect(isReadOnly(null)).toBe(false);
    expect(isReadOnly(makeSessionUser({ contractType: 'read-only' }))).toBe(true);
    expect(isReadOnly(makeSessionUser({ contractType: 'shop' }))).toBe(false);
    expect(isReadOnly(makeSessionUser())).toBe(false);
  });
});

describe('displayed function (spec §3 User)', () => {
  it('shows an individual Adjoint as Pharmacien, nothing else changes', () => {
    expect(displayFunction(makeSessionUser({ isIndividualAccount: true, function: 'Adjoint' }))).toBe('Pharmacien');
    expect(displayFunction(makeSessionUser({ isIndividualAccount: false, function: 'Adjoint' }))).toBe('Adjoint');
    expect(displayFunction(makeSessionUser({ isIndividualAccount: true, function: 'Pharmacien' }))).toBe('Pharmacien');
    expect(displayFunction(makeSessionUser({ isIndividualAccount: true, function: null }))).toBeNull();
    expect(displayFunction(null)).toBeNull();
  });
});

describe('account choice need (spec §2 route rules)', () => {
  it('needs a choice with several accounts and none chosen', () => {
    const two = makeSessionUser({
      accounts: [
        { id: 10, name: 'A', kind: 'establishment', role: 'referent' },
        { id: 11, name: 'B', kind: 'establishment', role: 'referent' },
      ],
      userData: { currentAccountId: null },
      establishment: null,
    });
    expect(needsAccountChoice(two)).toBe(true);
    expect(needsAccountChoice({ ...two, userData: { currentAccountId: 11 } })).toBe(false);
    expect(needsAccountChoice(makeSessionUser({ userData: { currentAccountId: null } }))).toBe(false);
    expect(needsAccountChoice(null)).toBe(false);
  });
});

describe('consent dialog (spec §2 consent dialog, §6 only logged-in users)', () => {
  it('shows when logged in, consent required, not on login', () => {
    const u = makeSessionUser({ mustGiveConsent: true });
    expect(shouldShowConsentDialog(u, 'catalogue')).toBe(true);
    expect(shouldShowConsentDialog(u, 'auth-login')).toBe(false);
    expect(shouldShowConsentDialog(makeSessionUser({ mustGiveConsent: false }), 'catalogue')).toBe(false);
    expect(shouldShowConsentDialog(null, 'catalogue')).toBe(false);
  });
});
