const preset = require('../.config/jest.preset.cjs')({
  testTimeout: 60_000,
  globalSetup: '<rootDir>/src/support/global-setup.ts',
  // Each test file starts its own product and Chromium: two run side by side.
  maxWorkers: 2,
});

// The fake OAuth providers (services/api's test support) build on oauth2-mock-server,
// which (with jose and is-plain-obj) ships only ES modules: SWC makes CommonJS of them.
const [swc] = Object.values(preset.transform);
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(oauth2-mock-server|jose|is-plain-obj)/)'],
};
