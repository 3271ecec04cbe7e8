import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives for one import written in a file at this repository path. */
async function boundaryErrors(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

describe('lint boundaries', () => {
  it.each([
    ['the web app imports the API', 'apps/web/app/routes/fixture.ts', "import { x } from '@app/api/app';"],
    ['the web app imports the database', 'apps/web/app/lib/fixture.ts', "import { x } from '@app/db/client';"],
    ['the web app reaches the API by a relative path', 'apps/web/app/lib/fixture.ts', "import { x } from '../../../api/src/app.ts';"],
    ['the domain imports I/O', 'packages/domain/src/fixture.ts', "import { x } from 'node:fs';"],
    ['the domain imports a framework', 'packages/domain/src/fixture.ts', "import { x } from 'fastify';"],
    ['the domain imports the database package', 'packages/domain/src/fixture.ts', "import { x } from '@app/db/client';"],
    ['the contracts import the database package', 'packages/contracts/src/fixture.ts', "import { x } from '@app/db/schema/users';"],
    ['an API infrastructure folder imports a module', 'apps/api/src/plugins/fixture.ts', "import { x } from '../modules/identity/login.ts';"],
    ['a module reaches into another module', 'apps/api/src/modules/content/fixture.ts', "import { x } from '../identity/login.ts';"],
    ['a module uses a file offered to another module', 'apps/api/src/modules/content/fixture.ts', "import { x } from '../learning/enrol.ts';"],
    ['a use case speaks HTTP', 'apps/api/src/modules/identity/fixture.ts', "import type { x } from 'fastify';"],
  ])('fails when %s', async (_case, file, line) => {
    expect(await boundaryErrors(file, line)).toHaveLength(1);
  });

  it.each([
    ['the web app uses the contracts and the domain', 'apps/web/app/lib/fixture.ts', "import { x } from '@app/contracts/contract';"],
    ['the contracts use the domain', 'packages/contracts/src/fixture.ts', "import { x } from '@app/domain/platform/locales';"],
    ['a module uses API infrastructure', 'apps/api/src/modules/content/fixture.ts', "import { x } from '../../http/route.ts';"],
    ['the shop uses the enrolment the learning module offers it', 'apps/api/src/modules/shop/fixture.ts', "import { x } from '../learning/enrol.ts';"],
    ['a module uses its own files', 'apps/api/src/modules/content/fixture.ts', "import { x } from './load-faq.ts';"],
    ['the routes of a module speak HTTP', 'apps/api/src/modules/identity/routes.ts', "import type { x } from 'fastify';"],
    ['the web server mounts the API', 'apps/web/server.ts', "import { x } from '@app/api/app';"],
  ])('allows %s', async (_case, file, line) => {
    expect(await boundaryErrors(file, line)).toEqual([]);
  });
});
