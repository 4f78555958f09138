import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { translatorAliases } from './vite.translator.ts';

// In development the API runs as its own process (npm run dev at the root); Vite proxies /api to it.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // Scripts and styles also as .br and .gz beside them: the server sends the smallest the browser accepts, with no
  // compression work per request. index.html stays plain (the server reads it to fill in share pages).
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.html$/ }),
  ],
  resolve: { alias: translatorAliases },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // .vite/manifest.json: which chunks each screen loads (the server preloads the share screen's from it).
    manifest: true,
    rollupOptions: {
      output: {
        // React and the router change less often than the app: a separate file stays cached across releases. Other
        // libraries go with the screens that use them, so that no page loads one it does not need. The icons, and the
        // small components and helpers that several screens share, go in one file each instead of one file of a few
        // hundred bytes per module (89 files for the library, 30 now): a browser asks for a handful of files instead
        // of dozens, each a round trip on HTTP/1.1, for the same bytes or fewer (docs/performance.md, Fewer files).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 2 },
            { name: 'ui', test: /web[\\/]src[\\/](components[\\/]ui|lib)[\\/]/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
