/**
 * Boundaries between packages and areas, checked on every import (ARCHITECTURE "Layout": the direction of
 * dependencies). Each import is resolved to a file of the repository, then judged by where the importer lives.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

const ROOT = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const PACKAGES = { '@app/api': 'apps/api', '@app/web': 'apps/web', '@app/db': 'packages/db', '@app/domain': 'packages/domain', '@app/contracts': 'packages/contracts' };
const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
/** Libraries that do I/O or belong to a framework: never in the pure packages. */
const FRAMEWORKS = /^(fastify|@fastify\/|drizzle-orm|pg$|@electric-sql\/|ioredis|nodemailer|ws$|pusher|react|react-dom|react-router|@react-router\/|i18next|vite$|vite\/)/;
/** API folders of infrastructure that every module may use, and that must not know any module. */
const API_INFRASTRUCTURE = /^apps\/api\/src\/(http|plugins|errors|i18n|mail|realtime|test)\//;

/**
 * The few files a module offers to other modules, and to which: the one way in, named here so every coupling between
 * areas stays visible. A paid order enrols the buyer and turns the seats its cart held into bookings, with the
 * learning module's own enrolment and seat rules, in the order's transaction; the back-office records a cheque through
 * the same confirmation.
 */
const OFFERED = {
  // The back-office's answers and audit entries give a custom page as the public reads do (issue 17 part 3).
  'apps/api/src/modules/content/custom-page-view.ts': ['admin'],
  'apps/api/src/modules/learning/enrol.ts': ['shop', 'pharmacy'],
  'apps/api/src/modules/learning/learner.ts': ['shop', 'pharmacy'],
  'apps/api/src/modules/identity/one-time-tokens.ts': ['pharmacy'],
  'apps/api/src/modules/learning/tracking-chain.ts': ['shop'],
  'apps/api/src/modules/learning/booking-seats.ts': ['shop', 'admin'],
  'apps/api/src/modules/learning/booking-effects.ts': ['shop', 'admin'],
  // The team's attestations and history export (pharmacy) are the learner's own, drawn by the same code.
  'apps/api/src/modules/learning/attestation-list.ts': ['pharmacy'],
  'apps/api/src/modules/learning/attestation-file.ts': ['pharmacy'],
  'apps/api/src/modules/learning/attestation-bundle.ts': ['pharmacy'],
  'apps/api/src/modules/learning/enrolment-record.ts': ['pharmacy'],
  'apps/api/src/modules/learning/history.ts': ['pharmacy', 'compliance'],
  'apps/api/src/modules/learning/history-export.ts': ['pharmacy'],
  // A funding file's evidence pack (issue 16 part 4) states the learner's session days and verified time as learning reads them.
  'apps/api/src/modules/learning/session-days.ts': ['pharmacy', 'admin'],
  'apps/api/src/modules/learning/verify-tracking.ts': ['pharmacy', 'compliance'],
  // A pharmacy's orders and invoices are the shop's, shown and printed as the shop does (issue 15 part 4).
  'apps/api/src/modules/shop/order-view.ts': ['pharmacy'],
  'apps/api/src/modules/shop/invoice-pdf.ts': ['pharmacy'],
  // A contract paid online is confirmed (and invoiced) as any order.
  'apps/api/src/modules/shop/order-confirm.ts': ['pharmacy', 'admin'],
  'apps/api/src/modules/shop/checkout.fixture.ts': ['admin'],
  // A credit note of the back-office refunds a paid order (issue 17 part 5): the shop takes back what the order gave
  // (the learner's own cancellation of bookings), numbers it in the invoices' sequences and prints it as an invoice.
  'apps/api/src/modules/shop/order-refund.ts': ['admin'],
  'apps/api/src/modules/shop/invoice-path.ts': ['admin'],
  'apps/api/src/modules/shop/invoice-download.ts': ['admin'],
  'apps/api/src/modules/learning/booking-cancel.ts': ['shop'],
  // A pharmacy pays its contract through the shop's payment provider, as an order of the shop (issue 15 part 3).
  'apps/api/src/modules/shop/payment-provider.ts': ['pharmacy'],
  'apps/api/src/modules/shop/payment-request.ts': ['pharmacy'],
  'apps/api/src/modules/shop/order-freeze.ts': ['pharmacy'],
  // The back-office's sessions (issue 17 part 4) give seats, tell learners and record attendance with Learning II's own rules.
  'apps/api/src/modules/learning/booking-notify.ts': ['admin'],
  'apps/api/src/modules/learning/booking-mail.ts': ['admin'],
  'apps/api/src/modules/learning/attendance-progress.ts': ['admin'],
  // A pharmacist's obligations (issue 19 part 3) count the trainings of their history, and price suggestions for the
  // function the profile reads.
  'apps/api/src/modules/profile/learner.ts': ['compliance'],
  // Every administrator's change, wherever its call lives, is checked and recorded the back-office's way (issue 17);
  // the verification of declared actions (issue 19 part 2) is also the pharmacy's, whose managers it checks the same way.
  'apps/api/src/modules/admin/admin-caller.ts': ['realtime', 'compliance'],
  'apps/api/src/modules/admin/audit-record.ts': ['realtime', 'compliance'],
  // The owner's cockpit, proposed plan (issue 19 part 4) and team report (part 5) are the pharmacy manager's, of the
  // pharmacy's learners: FUNDAE's credit is a budget of the cockpit, the plan becomes a collective plan through the
  // collective plans' own use cases.
  'apps/api/src/modules/pharmacy/pharmacy-caller.ts': ['compliance'],
  'apps/api/src/modules/pharmacy/attestations-team.ts': ['compliance'],
  'apps/api/src/modules/pharmacy/fundae-credit.ts': ['compliance'],
  'apps/api/src/modules/pharmacy/plans-create.ts': ['compliance'],
  'apps/api/src/modules/pharmacy/plans-activity.ts': ['compliance'],
};

/** The repository-relative path an import points to, or null for a third-party package. */
function target(source, importer) {
  if (source.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(importer), source));
  const pkg = Object.keys(PACKAGES).find((name) => source === name || source.startsWith(`${name}/`));
  if (!pkg) return null;
  const rest = source.slice(pkg.length + 1);
  const base = PACKAGES[pkg];
  return rest ? `${base}/${base.startsWith('apps/web') ? '' : 'src/'}${rest}` : base;
}

/** Why an import crosses a boundary, or null when it is allowed. */
export function violation(source, importerAbsolute) {
  const from = path.relative(ROOT, importerAbsolute).split(path.sep).join('/');
  const to = target(source, importerAbsolute)?.split(path.sep).join('/') ?? null;
  const pure = from.startsWith('packages/domain/') ? 'domain' : from.startsWith('packages/contracts/') ? 'contracts' : null;
  if (pure) {
    if (BUILTINS.has(source) || FRAMEWORKS.test(source)) return `the ${pure} package is pure: no I/O or framework (${source})`;
    const allowed = pure === 'domain' ? ['packages/domain/'] : ['packages/domain/', 'packages/contracts/'];
    if (to && !allowed.some((dir) => to.startsWith(dir))) return `the ${pure} package may not import ${to}`;
    return null;
  }
  if (from.startsWith('apps/web/app/') && to && (to.startsWith('apps/api/') || to.startsWith('packages/db/'))) {
    return 'the web talks to the API through its contracts and the typed client, never to the API or the database directly';
  }
  if (API_INFRASTRUCTURE.test(from) && to?.startsWith('apps/api/src/modules/')) {
    return 'API infrastructure may not depend on a module';
  }
  const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(from)?.[1];
  // Use cases are plain functions of their inputs: only a module's routes (and its plugins, tests) speak HTTP.
  if (module && /^fastify$/.test(source) && !/(^|-)routes\.ts$|\.test\.ts$|sitemap\.ts$|redirect-rules\.ts$/.test(path.basename(from))) {
    return 'a use case takes plain inputs: only routes.ts files of a module speak Fastify';
  }
  const other = to && /^apps\/api\/src\/modules\/([^/]+)\//.exec(to)?.[1];
  if (module && other && other !== module && !(OFFERED[to] ?? []).includes(module)) return `the ${module} module may not reach into the ${other} module`;
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Keeps the dependencies between packages and areas in their direction' }, schema: [] },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const why = violation(source, context.filename);
      if (why) context.report({ node: node.source, message: `Boundary: ${why}.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { imports: rule } };
