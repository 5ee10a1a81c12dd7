import type { EntryCheckResultView, RegistryEntry } from '@tutor/contracts';
import type { RegistryCandidate, RegistryState, RegistryVersion } from './registry-api.types';

export const TASKS: RegistryEntry = {
  name: 'tasks',
  entry: '/remotes/tasks/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/tasks', nav: { ru: 'Задания', en: 'Tasks' }, roles: ['teacher'] }],
};

export const REPORTS: RegistryEntry = {
  name: 'reports',
  entry: 'https://cdn.example.com/reports/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports' } }],
};

export const PASSED: EntryCheckResultView[] = [
  {
    name: 'tasks',
    ok: true,
    checks: [
      {
        kind: 'manifest',
        ok: true,
        code: 'reachable',
        message: 'answered',
        params: { url: 'http://app.test/remotes/tasks/mf-manifest.json' },
      },
    ],
  },
];

export const REACT_18: EntryCheckResultView = {
  name: 'reports',
  ok: false,
  checks: [
    {
      kind: 'shared',
      ok: false,
      code: 'shared_mismatch',
      message: 'react: asks ^18.2.0, the shell has 19.3.1',
      params: { module: 'react', asks: '^18.2.0', has: '19.3.1' },
    },
  ],
};

export const version = (id: number, overrides: Partial<RegistryVersion> = {}): RegistryVersion => ({
  id,
  remotes: [TASKS],
  created_at: Date.parse('2026-11-20T10:00:00.000Z'),
  created_by: 'ops@example.com',
  note: null,
  checks: PASSED,
  event: 'published',
  percent: null,
  accounts: null,
  from_version: null,
  ...overrides,
});

export const candidate = (id: number): RegistryCandidate => ({
  version: version(id, { remotes: [TASKS, REPORTS], event: 'canary', percent: 25 }),
  percent: 25,
  accounts: [],
});

export const state = (overrides: Partial<RegistryState> = {}): RegistryState => ({
  live: version(3),
  candidate: null,
  problem: null,
  revision: 3,
  source: 'operator',
  ...overrides,
});
