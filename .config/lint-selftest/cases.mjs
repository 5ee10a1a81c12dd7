// The self-test's probes: each is linted as if it sat at `as` (a path from the workspace
// root); a known-bad probe must be refused by `rule`, a control (`rule: null`) must pass.
const ZONES = 'boundaries/feature-zones';
const BOUNDARIES = 'boundaries/enforce-module-boundaries';
const NAMING = 'boundaries/file-naming';

export const lintCases = [
  {
    name: 'cross-remote relative import',
    probe: 'cross-remote-relative.ts',
    as: 'mfe-journal/src/features/journal/cross-remote-relative.ts',
    rule: BOUNDARIES,
  },
  {
    name: 'cross-remote package import',
    probe: 'cross-remote-package.ts',
    as: 'mfe-journal/src/features/journal/cross-remote-package.ts',
    rule: BOUNDARIES,
  },
  {
    name: 'shell imports a remote by path',
    probe: 'shell-to-remote.tsx',
    as: 'shell/src/routes/shell-to-remote.tsx',
    rule: BOUNDARIES,
  },
  {
    name: 'lib depends on an app',
    probe: 'lib-to-app.ts',
    as: 'libs/ui/src/lib-to-app.ts',
    rule: BOUNDARIES,
  },
  {
    name: 'relative import across projects',
    probe: 'lib-relative-to-app.ts',
    as: 'libs/ui/src/lib-relative-to-app.ts',
    rule: BOUNDARIES,
  },
  {
    name: 'API depends on a front-end lib',
    probe: 'api-to-web-lib.ts',
    as: 'services/api/src/works/api-to-web-lib.ts',
    rule: BOUNDARIES,
  },
  {
    name: 'feature-to-feature in a remote',
    probe: 'feature-to-feature.ts',
    as: 'mfe-tasks/src/features/works/feature-to-feature.ts',
    rule: ZONES,
  },
  {
    name: 'feature-to-feature in the shell',
    probe: 'shell-feature-to-feature.ts',
    as: 'shell/src/features/notifications/shell-feature-to-feature.ts',
    rule: ZONES,
  },
  {
    name: 'shared code imports a feature',
    probe: 'shared-to-feature.ts',
    as: 'mfe-marketplace/src/shared/lib/shared-to-feature.ts',
    rule: ZONES,
  },
  {
    name: 'feature imports the app level',
    probe: 'feature-to-app.ts',
    as: 'mfe-journal/src/features/journal/feature-to-app.ts',
    rule: ZONES,
  },
  {
    name: 'PascalCase .ts file name',
    probe: 'PascalCaseHelper.ts',
    as: 'mfe-tasks/src/shared/lib/PascalCaseHelper.ts',
    rule: NAMING,
  },
  {
    name: 'test named *.test.ts',
    probe: 'draft.test.ts',
    as: 'mfe-tasks/src/features/task-editor/lib/draft.test.ts',
    rule: NAMING,
  },
  {
    name: 'control: feature uses shared, libs',
    probe: 'feature-uses-shared.ts',
    as: 'mfe-tasks/src/features/works/hooks/feature-uses-shared.ts',
    rule: null,
  },
  {
    name: 'control: a spec renders the routes',
    probe: 'routes-render.spec.tsx',
    as: 'mfe-journal/src/features/journal/components/routes-render.spec.tsx',
    rule: null,
  },
];
