import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 400 },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/cdn': 'http://localhost:8080' },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
