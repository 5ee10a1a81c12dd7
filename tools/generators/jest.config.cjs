// Nx loads the generators as TypeScript through Node (NodeNext: `./names.js` is names.ts).
module.exports = require('../../.config/jest.preset.cjs')({
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
});
