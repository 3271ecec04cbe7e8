import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@app/db/client';
import { enrolments } from '@app/db/schema/enrolments';
import { moduleContents } from '@app/db/schema/module-contents';
import { trainingModules } from '@app/db/schema/training-modules';
import { packageEntryPath } from '@app/domain/learning/scorm-package';
import { AppError } from '../../errors/app-error.ts';
import { scormFolder } from './scorm-import.ts';
import { verifyScormLaunch } from './scorm-launch-token.ts';

/** The SCORM API shim put at the top of each page of a package (scorm-shim.js says why). */
const SHIM = `<script>${readFileSync(new URL('./scorm-shim.js', import.meta.url), 'utf8')}</script>`;

/**
 * Headers of a package's files (docs/decisions.md, "SCORM content"). `sandbox` without allow-same-origin gives every
 * page an opaque origin even when opened outside the player: its scripts cannot read the platform's cookies nor send
 * them (a request from an opaque origin is cross-site, and the session cookies are SameSite=Lax), nor read the
 * platform's answers (no CORS). Sources are the package's own files only, so its data cannot leave for another site.
 * Only the platform's own pages may frame it. Its files may be read by its own pages (their origin is "null"), which
 * costs nothing: the path's signed token is the key, not a cookie.
 */
export const SCORM_CONTENT_HEADERS = {
  'content-security-policy': [
    'sandbox allow-scripts allow-forms allow-popups allow-modals allow-downloads',
    "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
    "form-action 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; '),
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
  'referrer-policy': 'no-referrer',
  'cache-control': 'private, max-age=3600',
};

export interface ScormFileRequest {
  enrolmentId: number;
  moduleId: number;
  token: string;
  file: string;
}

/** The file asked for inside the package, once the token opens it; 403 for a wrong or expired token, else 404. */
async function resolveFile(db: Db, contentDir: string, appKey: string, request: ScormFileRequest): Promise<string> {
  const [row] = await db
    .select({ userId: enrolments.userId, storageKey: moduleContents.storageKey })
    .from(enrolments)
    .innerJoin(trainingModules, and(eq(trainingModules.trainingId, enrolments.trainingId), eq(trainingModules.id, request.moduleId)))
    .innerJoin(moduleContents, and(eq(moduleContents.moduleId, trainingModules.id), eq(moduleContents.kind, 'scorm')))
    .where(eq(enrolments.id, request.enrolmentId));
  const scope = { userId: row?.userId ?? 0, enrolmentId: request.enrolmentId, moduleId: request.moduleId };
  if (!row?.storageKey || !verifyScormLaunch(appKey, scope, request.token)) throw new AppError('FORBIDDEN', 'scorm.launchRefused');
  const relative = packageEntryPath(request.file);
  if (!relative) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.file });
  const folder = scormFolder(contentDir, row.storageKey);
  const file = path.join(folder, relative);
  const found = await stat(file).catch(() => null);
  if (!found?.isFile()) throw new AppError('NOT_FOUND', 'errors.notFound', null, { path: request.file });
  return file;
}

/** The shim goes first in the head, before any script of the page looks for the API. */
export function withShim(html: Buffer): Buffer {
  // latin1 maps bytes one to one: the page's own encoding is left untouched around the inserted ASCII.
  const page = html.toString('latin1');
  const head = /<head(\s[^>]*)?>/i.exec(page) ?? /<html(\s[^>]*)?>/i.exec(page);
  const at = head ? head.index + head[0].length : 0;
  return Buffer.from(page.slice(0, at) + SHIM + page.slice(at), 'latin1');
}

/** A package's file: its path, and for a page its bytes with the shim (other files are sent as they are, with ranges). */
export interface ScormFile {
  path: string;
  page: Buffer | null;
}

/**
 * A file of a learner's SCORM package under its signed path (`/back/scorm/{enrolment}/{module}/{token}/…`), once the
 * token opens it; pages get the API shim. 403 for a wrong or expired token, else 404 for a file the package lacks.
 */
export async function scormFile(db: Db, contentDir: string, appKey: string, request: ScormFileRequest): Promise<ScormFile> {
  const file = await resolveFile(db, contentDir, appKey, request);
  return { path: file, page: /\.x?html?$/i.test(file) ? withShim(await readFile(file)) : null };
}
