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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), latestBuildManifest()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
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
