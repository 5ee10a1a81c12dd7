#!/usr/bin/env node
// Usage: tutor-remote-check-css [--strict] <dir>...  (warns; --strict fails on a warning)
const { checkCssFolder } = require('../dist/check-css-folder.js');

const args = process.argv.slice(2);
const strict = args.includes('--strict');
const dirs = args.filter((arg) => arg !== '--strict');
const warnings = (dirs.length > 0 ? dirs : ['dist']).flatMap((dir) => checkCssFolder(dir));
for (const line of warnings) console.warn(`warning: ${line}`);
if (warnings.length === 0) console.log('tutor-remote-check-css: no global selectors');
process.exitCode = strict && warnings.length > 0 ? 1 : 0;
