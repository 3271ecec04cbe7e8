/**
 * The access sweep (issue 18): every endpoint the contracts declare, called by every kind of caller with ids that
 * belong to someone else. A caller without the right must be refused (401, 403 or 404); a 2xx is a leak, a 5xx a
 * failure for anyone. The endpoints come from the contracts, so a new one is swept without editing this file; the
 * right to call it comes from RULES, and an endpoint no rule covers fails the sweep until it is classified.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract, Method } from '@app/contracts/contract';
import * as auth from '@app/contracts/identity/auth';
import { contractsIn, nameOf } from '../test/contract-sweep.ts';
import { buildTestApp, createVisitor, dataOf, signedIn, type TestApp, type Visitor } from '../test/helper.ts';
import { loadForeignIds, REFERENT_PHARMACY, type ForeignId, type Role } from './foreign-ids.ts';
import { sampleInput } from './sample-input.ts';

const CONTRACTS = contractsIn(import.meta.glob(['/packages/contracts/src/**/*.ts', '!**/*.test.ts'], { eager: true }));

const ANYONE: readonly Role[] = ['guest', 'learner', 'owner', 'referent', 'admin', 'otherPlatformAdmin', 'adminOnOtherPlatform'];
/** Signed in on this platform: a session of another platform's user counts as signed out here. */
const SIGNED_IN: readonly Role[] = ['learner', 'owner', 'referent', 'admin'];
const PHARMACY: readonly Role[] = ['owner', 'referent'];
const ADMIN: readonly Role[] = ['admin'];
/** The right is a secret carried by the call (a link's token, a signature), which the sweep does not have. */
const SECRET_HOLDER: readonly Role[] = [];

interface Rule {
  /** A path, or the paths under it (by whole segments). */
  path: string;
  methods?: readonly Method[];
  who: readonly Role[];
  /** Refusals that also say nothing about whose data it is, beside 401, 403 and 404 (an unknown or spent token). */
  alsoRefusedWith?: readonly number[];
  /** The call signs the caller out or changes whose session it is: swept after every other call. */
  endsSession?: true;
}

const REFUSALS = [401, 403, 404];
const TOKEN_REFUSALS = [400, 410];

/** Who may call what, first match wins. */
const RULES: Rule[] = [
  { path: '/api/admin/', who: ADMIN },
  { path: '/api/customPages', methods: ['POST', 'PUT', 'DELETE'], who: ADMIN },
  { path: '/api/user/mixt/virtualClass/create/test', who: ADMIN },
  { path: '/api/user/referent/', who: PHARMACY },
  { path: '/api/trainer/virtualClass/', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/feedback/', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/invitation/', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/validateEmail/', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/createAccount', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/passwordReset', methods: ['POST'], who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/pdf/module/file/', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/shop/payment/notification', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS },
  { path: '/api/login/connectAsAfterRedirectPlatform', who: SECRET_HOLDER, alsoRefusedWith: TOKEN_REFUSALS, endsSession: true },
  { path: '/api/login', who: ANYONE, endsSession: true },
  { path: '/api/logout', who: SIGNED_IN, endsSession: true },
  { path: '/api/user/setAccountId', who: SIGNED_IN, endsSession: true },
  { path: '/api/user/consent', who: SIGNED_IN, endsSession: true },
  { path: '/api/user/updateLoginData', who: SIGNED_IN, endsSession: true },
  // A stored picture's key is unguessable: whoever has it may see it, as in a page's <img>.
  { path: '/api/user/avatar', methods: ['GET'], who: ANYONE },
  { path: '/api/user/isLogged', who: ANYONE },
  { path: '/api/user', who: SIGNED_IN },
  { path: '/api/course/', who: SIGNED_IN },
  { path: '/api/getAudioStream/', who: SIGNED_IN },
  { path: '/api/virtualSessions/', who: SIGNED_IN },
  { path: '/api/broadcasting/', who: SIGNED_IN },
  { path: '/api/shop/order/', who: SIGNED_IN },
  { path: '/api/shop/invoice/', who: SIGNED_IN },
  { path: '/api/shop/creditNote/', who: SIGNED_IN },
  { path: '/api/shop/freePayment', who: SIGNED_IN },
  { path: '/api/shop/getPaymentToken', who: SIGNED_IN },
  { path: '/api/shop/payByCheck', who: SIGNED_IN },
  // The cart belongs to the visitor's session, signed in or not.
  { path: '/api/shop/', who: ANYONE },
  ...[
    '/api/catalog',
    '/api/catalogPdf',
    '/api/experts',
    '/api/contact',
    '/api/surveys/',
    '/api/customPages',
    '/api/docs/',
    '/api/faq',
    '/api/news',
    '/api/billboards',
    '/api/getGroupements',
    '/api/loginImage',
    '/api/health',
    '/api/ready',
    '/api/platform/',
    '/api/attestation/verify/',
    '/api/lms/maintenance',
    '/api/passwordReset/sendMail/',
  ].map((path): Rule => ({ path, who: ANYONE })),
];

function ruleOf(contract: Contract): Rule | undefined {
  const under = (rule: Rule) => contract.path === rule.path || contract.path.startsWith(rule.path.endsWith('/') ? rule.path : `${rule.path}/`);
  return RULES.find((rule) => under(rule) && (!rule.methods || rule.methods.includes(contract.method)));
}

/** Reads first, then writes, removals and what ends a session last: an earlier call never takes a later one's data. */
function orderOf(contract: Contract): number {
  if (ruleOf(contract)?.endsSession) return 3;
  if (contract.method === 'DELETE') return 2;
  return contract.changesState ? 1 : 0;
}

const SWEPT = [...CONTRACTS].sort((a, b) => orderOf(a) - orderOf(b));
const BY_NAME = new Map(SWEPT.map((contract) => [nameOf(contract), contract]));

interface Outcome {
  endpoint: string;
  role: Role;
  status: number;
  /** The ids of others the call carried. */
  foreign: ForeignId[];
}

describe('the access sweep', () => {
  let t: TestApp;
  let callers: Map<Role, Visitor>;
  let idFor: (path: string, field: string) => ForeignId | undefined;
  const outcomes: Outcome[] = [];

  /** A visitor on `host` carrying the session another visitor opened on its own platform's host. */
  function carried(from: Visitor, host: string): Visitor {
    const visitor = createVisitor(t.app, host);
    for (const [name, value] of from.jar) visitor.jar.set(name, value);
    return visitor;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    idFor = await loadForeignIds(t.db.db);
    const referent = await signedIn(t.app, 'referent@demo.test');
    const pharmacy = dataOf(await referent.call(auth.getUser), auth.getUser).accounts.find((account) => account.name === REFERENT_PHARMACY);
    dataOf(await referent.call(auth.setAccountId, { body: { accountId: pharmacy!.id, platform: 'demo' } }), auth.setAccountId);
    callers = new Map<Role, Visitor>([
      ['guest', createVisitor(t.app)],
      ['learner', await signedIn(t.app, 'pharmacien@demo.test')],
      ['owner', await signedIn(t.app, 'titulaire@demo.test')],
      ['referent', referent],
      ['admin', await signedIn(t.app, 'admin@demo.test')],
      ['otherPlatformAdmin', carried(await signedIn(t.app, 'admin@cofares.test', 'cofares.localhost', 'cofares'), 'demo.localhost')],
      ['adminOnOtherPlatform', carried(await signedIn(t.app, 'admin@demo.test'), 'cofares.localhost')],
    ]);
  });

  afterAll(async () => {
    const endpoints = new Set(outcomes.map((o) => o.endpoint)).size;
    const foreign = outcomes.filter((o) => o.foreign.length).length;
    const leaks = outcomes.filter((o) => o.status < 300 && !mayCall(o)).length;
    console.info(`access sweep: ${endpoints} endpoints × ${ANYONE.length} callers = ${outcomes.length} calls (${foreign} with foreign ids), ${leaks} leaks`);
    await t.close();
  });

  function mayCall({ endpoint, role, foreign }: Outcome): boolean {
    return ruleOf(BY_NAME.get(endpoint)!)!.who.includes(role) && foreign.every((id) => id.owners.includes(role));
  }

  it('knows who may call every endpoint of the contracts', () => {
    const unclassified = SWEPT.filter((contract) => !ruleOf(contract)).map(nameOf);
    expect(unclassified, 'Classify these endpoints in RULES of the access sweep: who may call them?').toEqual([]);
  });

  /** The call's input, with someone else's ids wherever a field names one; and which of those ids it carries. */
  function inputOf(contract: Contract) {
    const foreign = new Set<ForeignId>();
    const valueOf = (field: string) => {
      const id = idFor(contract.path, field);
      if (id) foreign.add(id);
      return id?.value;
    };
    const invalid: string[] = [];
    const part = (key: 'params' | 'query' | 'body') => {
      const schema = contract[key];
      if (!schema) return undefined;
      let { value, refused } = sampleInput(schema, valueOf);
      // An id of another kind than the field holds (a name shared by two endpoints): the made-up value then.
      if (refused) ({ value, refused } = sampleInput(schema, () => undefined));
      if (refused) invalid.push(`${key} ${JSON.stringify(value)}: ${refused}`);
      return value;
    };
    const params = part('params');
    const query = part('query');
    const body = contract.upload ? uploadBody() : part('body');
    return { input: { params, query, body }, foreign: [...foreign], invalid };
  }

  for (const contract of SWEPT) {
    it(`${nameOf(contract)} refuses every caller without the right`, async ({ skip }) => {
      const rule = ruleOf(contract);
      if (!rule) return skip('unclassified');
      const { input, foreign, invalid } = inputOf(contract);
      expect(invalid, 'the sweep could not build an input the contract accepts').toEqual([]);
      const problems: string[] = [];
      for (const [role, visitor] of callers) {
        const response: LightMyRequestResponse = await visitor.call(contract, input as never);
        const outcome: Outcome = { endpoint: nameOf(contract), role, status: response.statusCode, foreign };
        outcomes.push(outcome);
        const refused = [...REFUSALS, ...(rule.alsoRefusedWith ?? [])].includes(response.statusCode);
        if (response.statusCode >= 500) problems.push(`${role}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (!mayCall(outcome) && !refused) {
          problems.push(`${role}${foreign.length ? ` with ${foreign.map((id) => id.what).join(', ')}` : ''}: ${response.statusCode}${response.statusCode < 300 ? ' (leak)' : ''}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  // Refusals alone would also come from sessions that never worked: each signed-in caller must have been served.
  it('was served as every signed-in caller where only some may call', () => {
    const served = (role: Role) => outcomes.some((o) => o.role === role && o.status < 300 && ruleOf(BY_NAME.get(o.endpoint)!)!.who !== ANYONE);
    expect(SIGNED_IN.filter((role) => !served(role))).toEqual([]);
  });
});

/** A multipart body with a small file: an upload endpoint reads its parts itself, after checking the caller. */
function uploadBody(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])], { type: 'application/pdf' }), 'sample.pdf');
  return form;
}
