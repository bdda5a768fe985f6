import react from '@vitejs/plugin-react';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { SERVICES } from './contract/services';

// `npm run dev`: every service of the contract (and socket.io) goes to the API server
const apiPaths = `^/(${[...SERVICES, 'socket\\.io'].join('|')})/`;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every built file worth compressing, once at
 * build time at the highest levels; the server sends the one the browser accepts. Files of
 * public/ (services.json is edited by operators) are left as they are.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file)) continue;
        const full = path.join(options.dir ?? 'dist', file);
        const data = await fs.readFile(full);
        if (data.length < 1024) continue;
        await fs.writeFile(full + '.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        await fs.writeFile(full + '.gz', gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // the browser's Object.entries instead of node-polyglot's polyfill (src/shims/object-entries.cjs)
  resolve: { alias: { 'object.entries': path.resolve(import.meta.dirname, 'src/shims/object-entries.cjs') } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { [apiPaths]: { target: 'http://localhost:8080', ws: true } } },
  test: {
    projects: [
      // two workers on two cores: the files' imports dominate, and one worker (the default there) leaves a core idle
      { extends: true, test: { name: 'unit', include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'], environment: 'node', maxWorkers: 2 } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/load/hostile-load.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          maxWorkers: 3,
        },
      },
      // Timed against an idle baseline taken in the same run: alone on the machine, once the other
      // API files are done (a neighbour's test files on the 2 cores are not the load it measures).
      {
        extends: true,
        test: {
          name: 'load',
          include: ['tests/api/load/hostile-load.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 240000,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
