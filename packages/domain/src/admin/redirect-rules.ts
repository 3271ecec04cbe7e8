/**
 * The redirect rules an administrator edits (issue 17 part 9; spec §2 "Redirect rules may come from server route
 * rules; external redirects leave the site"): a site path sends the visitor to a local path or to an external https
 * URL, with a redirect status.
 */

/** The statuses a rule may answer with: moved for good (301, 308) or for now (302, 307). */
export const REDIRECT_STATUSES = [301, 302, 307, 308] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** Longest path or URL a rule keeps. */
export const REDIRECT_MAX_LENGTH = 500;

/** Paths no rule may take as its source: the API (never redirected) and the back-office (an admin could lock it). */
const RESERVED_SOURCES = ['/back', '/admin'];

/** The form of a path the rules compare: without a trailing slash (the site's paths are matched so), `/` kept. */
export function normalizeRulePath(path: string): string {
  const trimmed = path.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') || '/' : trimmed;
}

/** A path of this site: absolute, no host (`//…`), no query or fragment, no blank, of a sensible length. */
export function isSitePath(path: string): boolean {
  return /^\/(?!\/)[^\s?#\\]*$/.test(path) && path.length <= REDIRECT_MAX_LENGTH;
}

/** A path a rule may redirect from: a site path outside the API and the back-office. */
export function isRedirectSource(path: string): boolean {
  const normalized = normalizeRulePath(path);
  return isSitePath(normalized) && !RESERVED_SOURCES.some((reserved) => normalized === reserved || normalized.startsWith(`${reserved}/`));
}

/** A local target: a site path (the visitor's query is carried over), never the API. */
export function isLocalTarget(path: string): boolean {
  const normalized = normalizeRulePath(path);
  return isSitePath(normalized) && normalized !== '/back' && !normalized.startsWith('/back/');
}

/** An external target: an absolute https URL with a host. */
export function isExternalTarget(url: string): boolean {
  if (url.length > REDIRECT_MAX_LENGTH) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '' && !/\s/.test(url);
  } catch {
    return false;
  }
}

export interface RuleLink {
  id?: number;
  fromPath: string;
  /** The local target (null for an external one, which leaves the site and ends any chain). */
  toPath: string | null;
}

/**
 * True when the rule, beside the platform's other rules, sends a visitor round in a circle: following local targets
 * from its target comes back to its source (a rule to itself included). A chain that ends is allowed.
 */
export function createsRedirectLoop(rules: readonly RuleLink[], rule: RuleLink): boolean {
  if (rule.toPath === null) return false;
  const next = new Map<string, string | null>();
  for (const other of rules) {
    if (rule.id !== undefined && other.id === rule.id) continue;
    next.set(normalizeRulePath(other.fromPath), other.toPath === null ? null : normalizeRulePath(other.toPath));
  }
  const source = normalizeRulePath(rule.fromPath);
  next.set(source, normalizeRulePath(rule.toPath));
  const seen = new Set<string>();
  let at: string | null | undefined = next.get(source);
  while (at !== null && at !== undefined) {
    if (at === source) return true;
    if (seen.has(at)) return false;
    seen.add(at);
    at = next.get(at);
  }
  return false;
}
