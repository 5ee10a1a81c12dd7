import { randomUUID } from 'node:crypto';
import {
  BUILT_IN_REMOTES,
  ROLE_TEACHER,
  type HealthReport,
  type ServedRegistry,
} from '@tutor/contracts';
import { Browser } from './support/browser';
import { useCluster } from './support/cluster';
import { waitFor } from './support/processes';

const OPERATOR = `ops-${randomUUID().slice(0, 8)}@example.com`;
const SYNC_MS = 2000;

const cluster = useCluster({ OPERATOR_EMAILS: OPERATOR });

/** A browser talking to one instance directly (sessions live in the shared Redis). */
function browserOn(): { browser: Browser; target: (name: string) => void } {
  let port = 0;
  const target = (name: string) => {
    const instance = cluster().instances.find((api) => api.name === name);
    if (instance === undefined) throw new Error(`No instance ${name}`);
    port = instance.port;
  };
  return { browser: new Browser(() => `http://127.0.0.1:${port}`), target };
}

/** Registers the operator through instance a and marks the address verified. */
async function signedInOperator(browser: Browser): Promise<void> {
  await browser.open();
  const registered = await browser.post('/registration', {
    stage: 2,
    email: OPERATOR,
    first_name: 'Олег',
    role: ROLE_TEACHER,
    phone: '8 (916) 123-45-67',
    password: 'Lantern-Otter-42',
    agree: true,
  });
  expect(registered.status).toBe(200);
  await cluster().data.query('UPDATE users SET email_verified_at = $1 WHERE email = $2', [
    Date.now(),
    OPERATOR,
  ]);
}

describe('the remotes registry on two instances', () => {
  it('serves a version published on one instance on the other within 2 s', async () => {
    const { browser, target } = browserOn();
    target('a');
    await signedInOperator(browser);
    const remotes = [
      ...BUILT_IN_REMOTES,
      {
        name: 'reports',
        entry: 'https://cdn.example.com/reports/mf-manifest.json',
        type: 'manifest',
        areas: [{ path: '/reports', nav: { ru: 'Отчёты', en: 'Reports' } }],
      },
    ];
    const published = await browser.post<{ id: number }>('/api/remotes/registry/versions', {
      remotes,
      rollout: { to: 'all' },
      // the entry's CDN is no host of this machine: its checks fail and the operator insists
      override_note: 'the CDN answers from production only',
    });
    expect(published.status).toBe(201);
    const started = Date.now();

    target('b');
    // what the pages of instance b get, and its health, both from memory
    const health = await waitFor(
      async () => {
        const served = await browser.get<ServedRegistry>('/remotes.json');
        if (served.body.version !== published.body.id) return undefined;
        // each built-in entry as the remoteEntry.js its manifest names; the CDN's manifest
        // did not answer, so its entry is served as published
        const areasOf = (list: readonly { name: string; areas: unknown }[]) =>
          list.map(({ name, areas }) => ({ name, areas }));
        expect(areasOf(served.body.remotes)).toEqual(areasOf(remotes));
        expect(served.body.remotes.at(-1)).toEqual(remotes.at(-1));
        const answer = await browser.get<HealthReport>('/api/health');
        return answer.body.registry?.version === published.body.id ? answer.body : undefined;
      },
      SYNC_MS,
      () => `instance b still serves another version than ${published.body.id}`,
    );
    expect(Date.now() - started).toBeLessThan(SYNC_MS);
    expect(health.registry).toMatchObject({ source: 'operator', candidate: null, problem: null });

    const state = await browser.get<{ live: { id: number; remotes: unknown } }>(
      '/api/remotes/registry',
    );
    expect(state.status).toBe(200);
    expect(state.body.live).toMatchObject({ id: published.body.id, remotes });
  });
});
