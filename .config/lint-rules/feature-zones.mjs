// Bulletproof-react's zones inside an app's src/: the app level (routes.tsx, bootstrap.tsx,
// index.ts, app/, …) → features → shared, one way. src/features/<x>/ imports its own files,
// the shared folders (shared/, config/, i18n/, and any an app adds in `sharedOf`) and packages, never another feature or the
// app level; shared code imports no feature. Test code (*.spec.*, testing/) is exempt: a
// test may render the app's routes around a feature.
import { dirname, join, relative, resolve, sep } from 'node:path';
import { isRelative, visitSpecifiers } from './imports.mjs';
import { workspaceRoot } from './workspace.mjs';

const TEST_CODE = /(\.spec\.[cm]?tsx?$)|([\\/]testing[\\/])/;

/** Where a file sits inside one app's src/, or undefined outside it. */
function zoneOf(file, src, sharedFolders) {
  const rel = relative(src, file);
  if (rel.startsWith('..') || rel === '') return undefined;
  const parts = rel.split(sep);
  if (parts[0] === 'features' && parts.length >= 2) {
    return { kind: 'feature', name: parts[1].replace(/\.[^.]*$/, '') };
  }
  if (sharedFolders.includes(parts[0]) && parts.length >= 2) return { kind: 'shared' };
  return { kind: 'app' };
}

function label(zone) {
  return zone.kind === 'feature' ? `features/${zone.name}` : `the ${zone.kind} level`;
}

function allowed(from, to) {
  if (from.kind === 'app' || to.kind === 'shared') return true;
  return from.kind === 'feature' && to.kind === 'feature' && from.name === to.name;
}

export const featureZones = {
  meta: {
    type: 'problem',
    docs: { description: 'app → features → shared, one way; features never import each other.' },
    schema: [
      {
        type: 'object',
        properties: {
          apps: { type: 'array', items: { type: 'string' } },
          shared: { type: 'array', items: { type: 'string' } },
          sharedOf: { type: 'object', additionalProperties: { type: 'array' } },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      refused:
        "{{from}} of {{app}} may not import {{to}} ('{{specifier}}'): app → features → shared, one way.",
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const { apps = [], shared = ['shared', 'config', 'i18n'], sharedOf = {} } = options;
    const file = context.filename;
    if (TEST_CODE.test(file)) return {};
    const app = apps.find(
      (dir) => !relative(join(workspaceRoot, dir, 'src'), file).startsWith('..'),
    );
    if (app === undefined) return {};
    const src = join(workspaceRoot, app, 'src');
    const sharedFolders = [...shared, ...(sharedOf[app] ?? [])];
    const from = zoneOf(file, src, sharedFolders);
    if (from === undefined || from.kind === 'app') return {};
    return visitSpecifiers((node, specifier) => {
      if (!isRelative(specifier)) return;
      const to = zoneOf(resolve(dirname(file), specifier), src, sharedFolders);
      if (to === undefined || allowed(from, to)) return;
      const data = { app, from: label(from), to: label(to), specifier };
      context.report({ node, messageId: 'refused', data });
    });
  },
};
