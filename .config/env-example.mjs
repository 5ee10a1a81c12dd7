// Writes .env.example from the API's config schema (npm run env:example), or with --check
// fails when the committed file differs from what the schema gives (npm run lint). Reads
// the built API (services/api/dist), as the OpenAPI generator does.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, '.env.example');
const require = createRequire(import.meta.url);
const { renderEnvExample } = require(join(root, 'services/api/dist/config/env-example.js'));

const fresh = renderEnvExample();
if (!process.argv.includes('--check')) {
  writeFileSync(target, fresh);
  console.log('env:example: wrote .env.example');
} else if (!existsSync(target) || readFileSync(target, 'utf8') !== fresh) {
  console.error(
    'env:example: .env.example differs from services/api/src/config/env-descriptions.ts; run npm run env:example',
  );
  process.exit(1);
} else {
  console.log('env:example: .env.example matches the config schema');
}
