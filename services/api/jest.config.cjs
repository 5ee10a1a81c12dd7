// Each spec boots the real app (createApp) on its own SQLite file, or on PostgreSQL when
// DATABASE_URL is set; the global set-up then starts that database from an empty schema.
module.exports = require('../../.config/jest.preset.cjs')({
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  testTimeout: 20000,
});
