import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as scorm from '@app/contracts/learning/scorm';
import { route } from '../../http/route.ts';
import { success } from '../../http/wrapper.ts';
import { requireUser } from '../../plugins/auth.ts';
import { SCORM_CONTENT_HEADERS, scormFile } from './scorm-content.ts';
import { commitScorm, getScormLaunch } from './scorm-flow.ts';

const fileParams = z.object({
  enrolmentId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  moduleId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  token: z.string().max(100),
  '*': z.string().max(1000),
});

/** E-learning as SCORM (issue "Learning I", part 4): the launch, the runtime's commits and the package's files. */
const routes: FastifyPluginAsync<{ appKey: string; contentDir: string }> = async (app, { appKey, contentDir }) => {
  const db = app.db.db;
  mkdirSync(contentDir, { recursive: true });
  // Only for reply.sendFile (ranges, ETags, types) of the files below; nothing is served from the folder as such.
  await app.register(fastifyStatic, { root: contentDir, serve: false });

  const learner = async (request: FastifyRequest) => {
    const user = await requireUser(request);
    return { userId: user.id, platformId: request.platformHost.platform.id, firstName: user.firstName, lastName: user.lastName };
  };

  route(app, scorm.getCourseCurrentFlow, async (request) =>
    success(await getScormLaunch(db, await learner(request), appKey, request.params.id, request.query.moduleId)),
  );

  route(app, scorm.commitCourseCurrentFlow, async (request) =>
    success(await commitScorm(db, await learner(request), request.lang, request.params.id, request.body)),
  );

  // Kept for an external LMS; the built-in player needs no account there (docs/decisions.md).
  route(app, scorm.setActiveOnLmsAndGetPassword, async (request) => {
    await requireUser(request);
    return success({ status: request.body.status, password: null });
  });

  // The package's files: no cookie, no session; the signed segment of the path is the key (scorm-content.ts).
  app.get('/scorm/:enrolmentId/:moduleId/:token/*', { schema: { params: fileParams }, config: { changesState: false } }, async (request, reply) => {
    const params = request.params as z.output<typeof fileParams>;
    const file = await scormFile(db, contentDir, appKey, { enrolmentId: params.enrolmentId, moduleId: params.moduleId, token: params.token, file: params['*'] });
    reply.headers(SCORM_CONTENT_HEADERS);
    if (file.page) return reply.type('text/html').send(file.page);
    return reply.sendFile(path.basename(file.path), path.dirname(file.path), { cacheControl: false });
  });
};

export default routes;
