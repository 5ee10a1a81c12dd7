// Each spec boots the real app (createApp) on its own SQLite file, or on PostgreSQL when
// DATABASE_URL is set; the global set-up then starts that database from an empty schema.
const preset = require('../../.config/jest.preset.cjs')({
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  testTimeout: 20000,
  // Two workers keep both cores busy (each file has its own SQLite file, each worker its own
  // PostgreSQL database); a worker past 1 GB after a file is replaced, whatever leaks.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
});

// The fake OAuth providers build on oauth2-mock-server, which (with jose and
// is-plain-obj) ships only ES modules: SWC turns them into CommonJS like our sources.
const [swc] = Object.values(preset.transform);
module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(oauth2-mock-server|jose|is-plain-obj)/)'],
};
