import { defineConfig } from 'vitest/config';
import SummaryReporter from './test/support/summary-reporter.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    // Corpus suites format or parse thousands of files in beforeAll: slow on a busy machine.
    hookTimeout: 120_000,
    pool: 'threads',
    // One file at a time: the fuzz suite's linear-time check compares timings.
    fileParallelism: false,
    reporters: ['default', new SummaryReporter()],
  },
});
