module.exports = require('../.config/jest.preset.cjs')({
  testTimeout: 60_000,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  maxWorkers: 1,
});
