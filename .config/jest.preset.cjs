// One Jest set-up for every package: SWC transpiles TS/TSX (decorator metadata for Nest),
// and @tutor/* resolve to the libs' sources so tests never need a build.
const path = require('node:path');
const { assertPinnedNode } = require('./pinned-node.cjs');

// Jest's workers, and the API processes the e2e and multi suites spawn, run on
// process.execPath: this one.
assertPinnedNode('Jest');

const libs = path.join(__dirname, '..', 'libs');

module.exports = function jestConfig({ environment = 'node', setupFiles = [], ...rest } = {}) {
  return {
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jest.jsdom-environment.cjs') : environment,
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true, decorators: true },
            transform: {
              legacyDecorator: true,
              decoratorMetadata: true,
              react: { runtime: 'automatic' },
            },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@tutor/([a-z-]+)$': `${libs}/$1/src`,
      '^@tutor/ui/(mount|testing)$': `${libs}/ui/src/$1`,
      '^@tutor/ui/math$': `${libs}/ui/src/math`,
      '^@tutor/ui/attachments$': `${libs}/ui/src/attachments`,
      '^@tutor/api-client/testing$': `${libs}/api-client/src/testing`,
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
    },
    setupFilesAfterEnv:
      environment === 'jsdom'
        ? [path.join(__dirname, 'jest.jsdom-setup.cjs'), ...setupFiles]
        : setupFiles,
    // a findBy may take its five seconds, and a spec waits more than once
    ...(environment === 'jsdom' ? { testTimeout: 30_000 } : {}),
    ...rest,
  };
};
