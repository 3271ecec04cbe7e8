import { randomBytes } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { BUILT_SCREENS } from './app/built-screens.ts';
import { mergedTranslations } from './translations-plugin.ts';

/** One id per build (issue 6 part 5): compiled into the client and written to `builds/latest.json` beside it. */
const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

/** Emits `builds/latest.json` ({ buildId }) into the client build; open pages poll it to offer a reload. */
function latestBuildManifest(): Plugin {
  let ssr = false;
  return {
    name: 'latest-build-manifest',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify({ buildId })}\n` });
    },
  };
}

const COMPRESSIBLE = /\.(?:js|mjs|css|json|svg|html|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of the client build, once, at their best ratio; the server
 * (server.ts, @fastify/static `preCompressed`) sends the variant the browser accepts instead of compressing per request.
 */
function precompressClientBuild(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'precompress-client-build',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (ssr) return;
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const body = await readFile(full);
          // Below ~1 KB the headers cost more than compression saves.
          if (body.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gzipAsync(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
        }),
      );
    },
  };
}

/** The modules of the client entry and of the root route: what every page loads before it is interactive. */
const SHELL_ENTRIES = /[\\/]app[\\/](entry\.client|root)\.tsx(\?.*)?$/;

/**
 * Puts what every page loads (the client entry, the root route and everything they import statically) in two chunks —
 * the libraries, which change rarely and stay cached across deployments, and our own shell — instead of the dozen small
 * shared chunks the automatic splitting makes of it: fewer requests, and one larger file compresses better than many.
 * Route modules, and what the shell loads lazily, keep the automatic splitting.
 */
function pageShellChunks(): Plugin {
  let ssr = false;
  const shell = new Set<string>();
  return {
    name: 'page-shell-chunks',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildEnd() {
      if (ssr) return;
      const pending = [...this.getModuleIds()].filter((id) => SHELL_ENTRIES.test(id));
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      if (ssr) return null;
      // React Router's route entries (`root.tsx?__react-router-build-client-route`) stay entries; what they import joins.
      const inShell = (id: string) => shell.has(id) && !id.includes('?');
      return {
        ...options,
        codeSplitting: {
          groups: [
            {
              name: 'libraries',
              priority: 2,
              test: (id: string) => (inShell(id) && /[\\/]node_modules[\\/]/.test(id)) || id.includes('rolldown/runtime'),
            },
            { name: 'shell', priority: 1, test: inShell },
          ],
        },
      };
    },
  };
}

/**
 * @react-router/dev 7 starts its child compiler with Vite 7's `envFile: false`, which Vite 8 still obeys but warns
 * about on every start; `envDir: false` is Vite 8's name for the same setting (no .env files are read).
 */
function envDirInsteadOfEnvFile(): Plugin {
  return {
    name: 'env-dir-instead-of-env-file',
    config(config) {
      // Vite 8's types no longer list the option it still reads.
      const legacy = config as typeof config & { envFile?: false };
      if (legacy.envFile !== false) return;
      delete legacy.envFile;
      config.envDir = false;
    },
  };
}

export default defineConfig({
  plugins: [envDirInsteadOfEnvFile(), tailwindcss(), reactRouter(), mergedTranslations(), pageShellChunks(), latestBuildManifest(), precompressClientBuild()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId), __BUILT_SCREEN_NAMES__: JSON.stringify(Object.keys(BUILT_SCREENS)) },
  resolve: {
    alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./app/lib/sync-external-store.ts', import.meta.url)) }],
  },
  // Workspace packages export TypeScript source: bundle them into the server build instead of importing at run time.
  build: {
    rollupOptions: {
      // The route config helpers (used by routes.ts at build time) reach the client through the route table's pure
      // helpers in route-registrations.ts; nothing of them runs there, so they must not drag the CLI's code along.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/@react-router/dev/') },
    },
  },
  ssr: { noExternal: [/^@app\//] },
});
