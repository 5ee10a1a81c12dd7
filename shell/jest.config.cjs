module.exports = require('../.config/jest.preset.cjs')({
  environment: 'jsdom',
  // federation/bundler-runtime.ts takes one file of the bundler runtime's ES build
  transformIgnorePatterns: ['/node_modules/(?!@module-federation/webpack-bundler-runtime/)'],
});
