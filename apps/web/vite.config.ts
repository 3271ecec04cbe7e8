import { randomBytes } from 'node:crypto';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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
  plugins: [envDirInsteadOfEnvFile(), tailwindcss(), reactRouter(), latestBuildManifest()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  // Workspace packages export TypeScript source: bundle them into the server build instead of importing at run time.
  ssr: { noExternal: [/^@app\//] },
});
