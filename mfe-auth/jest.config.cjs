module.exports = require('../.config/jest.preset.cjs')({
  environment: 'jsdom',
  setupFiles: ['<rootDir>/jest.setup.ts'],
});
