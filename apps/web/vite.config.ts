import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Workspace packages export TypeScript source: bundle them into the server build instead of importing at run time.
  ssr: { noExternal: [/^@app\//] },
});
