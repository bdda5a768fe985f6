import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '^/(api|language|currency|order|customer|notification|sockets|socket\\.io)/': 'http://localhost:8080' } },
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
