import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SERVICES } from './contract/services';

// `npm run dev`: every service of the contract (and socket.io) goes to the API server
const apiPaths = `^/(${[...SERVICES, 'socket\\.io'].join('|')})/`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { [apiPaths]: { target: 'http://localhost:8080', ws: true } } },
  test: {
    projects: [
      { extends: true, test: { name: 'unit', include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
