import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';

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
        // libraries go with the screens that use them, so that no page loads one it does not need.
        manualChunks(id) {
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          return undefined;
        },
      },
    },
  },
});
