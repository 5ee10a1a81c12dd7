const base = require('../../.config/jest.preset.cjs')();

// The shell's shared facades (.config/rspack/shared) read the packages' own files through
// Rspack aliases; in Jest those are the packages themselves.
module.exports = {
  ...base,
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^react-router-es/index\\.mjs$': 'react-router',
    '^react-router-es/dom-export\\.mjs$': 'react-router/dom',
    '^react-query-es/index\\.js$': '@tanstack/react-query',
    '^react-i18next-es/(.*)\\.js$': 'react-i18next',
  },
};
