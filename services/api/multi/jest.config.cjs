// The multi-instance suite (npm run test:multi): two built API processes on PostgreSQL and
// Redis behind nginx. It needs `npx nx run api:build` first (and the built shell and
// remotes for the CDN spec), nginx and Chromium on the machine.
const preset = require('../../../.config/jest.preset.cjs')({ testTimeout: 120_000 });

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.spec.ts'],
  globalSetup: '<rootDir>/support/global-setup.ts',
  // A process a failed test left running must not keep Jest up; at exit the global set-up
  // kills it.
  forceExit: true,
  maxWorkers: 1,
};
