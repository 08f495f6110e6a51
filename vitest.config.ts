import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['packages/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}', 'tests/bench/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 10_000,
  },
});
