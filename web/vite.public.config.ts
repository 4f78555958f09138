import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { translatorAliases } from './vite.translator.ts';

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

// The public share page, /s/{slug}, built on its own after the app (npm run build): public-share.html into dist/public/,
// served by the server for /s/{slug} (docs/performance.md, Public share page: weight and Lighthouse). The same screen
// as in the app, on Preact's React compatibility (about 5 KB instead of React's 58 KB brotli), with the few router
// pieces it uses read from the address (src/public-share/router.tsx), the app's small translator in place of i18next
// (vite.translator.ts) and only the share page's texts (lib/i18n.ts).
export default defineConfig({
  base: '/public/',
  // favicon.svg, the push worker: served from the app's build, not copied twice.
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.html$/ }),
  ],
  define: { 'import.meta.env.VITE_PUBLIC_SHARE': JSON.stringify('true') },
  resolve: {
    alias: [
      { find: /^react$/, replacement: 'preact/compat' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
      { find: /^react-router$/, replacement: src('public-share/router.tsx') },
      ...translatorAliases,
    ],
  },
  build: {
    outDir: 'dist/public',
    // The app's build (vite.config.ts) runs first and empties dist/.
    emptyOutDir: false,
    sourcemap: false,
    manifest: true,
    rollupOptions: { input: fileURLToPath(new URL('./public-share.html', import.meta.url)) },
  },
});
