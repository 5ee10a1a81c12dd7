import type { INestApplication } from '@nestjs/common';
import { BUILT_IN_REMOTES, ROLE_TEACHER, type RegistryEntry } from '@tutor/contracts';
import type { Response } from 'supertest';
import { openBrowser, signedInBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { canaryBucket } from './canary-bucket';
import { RegistryEntryChecks } from './checks/registry-entry-checks.service';
import { RemoteRegistryService } from './remote-registry.service';

const REGISTRY = '/api/remotes/registry';

const reports = (label = 'Отчёты'): RegistryEntry => ({
  name: 'reports',
  entry: 'https://cdn.example.com/reports/mf-manifest.json',
  type: 'manifest',
  areas: [{ path: '/reports', nav: { ru: label, en: 'Reports' }, roles: ['teacher'] }],
});
const withReports = (label?: string): RegistryEntry[] => [...BUILT_IN_REMOTES, reports(label)];

describe('the remotes registry in the database', () => {
  const emails = [uniqueEmail('ops-a'), uniqueEmail('ops-b')];
  let app: INestApplication;
  let operators: TestBrowser[];
  let registry: RemoteRegistryService;

  beforeAll(async () => {
    app = await createTestApp({ OPERATOR_EMAILS: emails.join(',') });
    operators = await Promise.all(
      emails.map(async (email) => (await signedInBrowser(app, { email })).browser),
    );
    registry = app.get(RemoteRegistryService);
    passChecks();
  });

  // the entries name a CDN this machine cannot reach: the checks pass unless a test says
  // otherwise (they are specified with real servers in checks/)
  const passChecks = () =>
    jest
      .spyOn(app.get(RegistryEntryChecks), 'check')
      .mockImplementation((entries) =>
        Promise.resolve(entries.map((entry) => ({ name: entry.name, ok: true, checks: [] }))),
      );

  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  const operator = () => operators[0] as TestBrowser;
  const state = async () => (await operator().get(REGISTRY).expect(200)).body as StateBody;
  const publish = (body: object, by = operator()) => by.post(`${REGISTRY}/versions`).send(body);
  const toAll = (remotes: RegistryEntry[]) => ({ remotes, rollout: { to: 'all' } });

  it('answers operators only', async () => {
    await (await openBrowser(app)).get(REGISTRY).expect(401);
    const { browser: teacher } = await signedInBrowser(app, { role: ROLE_TEACHER });
    await teacher.get(REGISTRY).expect(403);
    await teacher.post(`${REGISTRY}/versions`).send(toAll(withReports())).expect(403);
  });

  it('publishes to everyone: served at once, kept in the history with who and the checks', async () => {
    const res = await publish(toAll(withReports('Отчёты 1'))).expect(201);
    const version = res.body as VersionBody;
    expect(version).toMatchObject({ event: 'published', created_by: emails[0], note: null });
    expect(version.checks).toEqual(
      withReports().map((entry) => ({ name: entry.name, ok: true, checks: [] })),
    );

    const served = await registry.servedFor(undefined);
    expect(served.version).toBe(version.id);
    expect(served.remotes.map((entry) => entry.name)).toContain('reports');
    expect(await state()).toMatchObject({
      live: { id: version.id },
      candidate: null,
      source: 'operator',
    });

    const history = (await operator().get(`${REGISTRY}/versions?per_page=2`).expect(200))
      .body as HistoryBody;
    expect(history.items[0]?.id).toBe(version.id);
    expect(history).toMatchObject({ page: 1, per_page: 2 });
    expect(history.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong shape field by field, in the request’s language', async () => {
    const bad = { ...reports(), areas: [{ path: '/api/reports' }] };
    const ru = (await publish(toAll([...BUILT_IN_REMOTES, bad])).expect(422)).body as ErrorsBody;
    expect(ru.errors['remotes.4.areas.0.path']).toEqual([
      'Этот путь занят оболочкой (/api, /operator, /settings, /remotes, /assets).',
    ]);
    const en = (
      await operator()
        .post(`${REGISTRY}/checks`)
        .set('Accept-Language', 'en')
        .send({
          remotes: [
            BUILT_IN_REMOTES[1],
            { ...reports(), name: 'Reports', areas: [{ path: '/tasks' }] },
          ],
        })
        .expect(422)
    ).body as ErrorsBody;
    expect(en.errors).toEqual({
      'remotes.1.name': [
        'A remote’s name is lower-case Latin letters, digits and _, starting with a letter.',
      ],
    });
    const rollout = (
      await publish({ remotes: withReports(), rollout: { to: 'canary' } }).expect(422)
    ).body as ErrorsBody;
    expect(Object.keys(rollout.errors)).toEqual(['rollout.percent']);
    const unknown = `nobody-${uniqueEmail()}`;
    const preview = (
      await publish({
        remotes: withReports(),
        rollout: { to: 'preview', accounts: [emails[1], unknown] },
      })
        .set('Accept-Language', 'en')
        .expect(422)
    ).body as ErrorsBody;
    expect(preview.errors).toEqual({
      'rollout.accounts.1': [`There is no account with the address ${unknown}.`],
    });
  });

  it('previews to named accounts only, then promotes to everyone', async () => {
    const live = (await state()).live.id;
    const { user: viewer } = await signedInBrowser(app, { role: ROLE_TEACHER });
    const { user: other } = await signedInBrowser(app, { role: ROLE_TEACHER });
    const rollout = { to: 'preview', accounts: [viewer.email.toUpperCase()] };
    const candidate = (await publish({ remotes: withReports('Превью'), rollout }).expect(201))
      .body as VersionBody;
    expect(candidate).toMatchObject({ event: 'preview', accounts: [viewer.email.toUpperCase()] });

    expect((await registry.servedFor(viewer)).version).toBe(candidate.id);
    expect((await registry.servedFor(other)).version).toBe(live);
    expect((await registry.servedFor(undefined)).version).toBe(live);
    expect((await state()).candidate).toMatchObject({
      version: { id: candidate.id },
      percent: null,
    });

    const promoted = (await operator().post(`${REGISTRY}/promote`).send({}).expect(200))
      .body as StateBody;
    expect(promoted.candidate).toBeNull();
    expect(promoted.live).toMatchObject({ event: 'promoted', from_version: candidate.id });
    expect(promoted.live.remotes).toEqual(withReports('Превью'));
    expect((await registry.servedFor(other)).version).toBe(promoted.live.id);

    const none = await operator().post(`${REGISTRY}/promote`).send({}).expect(409);
    expect(none.body).toMatchObject({ code: 'no_candidate' });
  });

  it('gives a canary to a stable share of users by their bucket', async () => {
    const canary = (
      await publish({
        remotes: withReports('Канарейка'),
        rollout: { to: 'canary', percent: 50 },
      }).expect(201)
    ).body as VersionBody;
    const live = (await state()).live.id;
    const ids = Array.from({ length: 200 }, (_, i) => i + 1);
    const served = await Promise.all(
      ids.map(async (id) => (await registry.servedFor({ id })).version),
    );
    ids.forEach((id, i) => expect(served[i]).toBe(canaryBucket(id) < 50 ? canary.id : live));
    const share = served.filter((version) => version === canary.id).length;
    expect(share).toBeGreaterThan(70);
    expect(share).toBeLessThan(130);
    // the same user, asked again, gets the same version
    expect((await registry.servedFor({ id: 7 })).version).toBe(served[6]);
    expect(app.get(RemoteRegistryService).health()).toMatchObject({
      version: live,
      candidate: { version: canary.id, percent: 50, accounts: 0 },
    });
  });

  it('rolls back a candidate, then live versions one by one, then refuses', async () => {
    const before = await state();
    expect(before.candidate).not.toBeNull();
    const dropped = (await operator().post(`${REGISTRY}/rollback`).send({}).expect(200))
      .body as StateBody;
    expect(dropped.candidate).toBeNull();
    expect(dropped.live.id).toBe(before.live.id);

    const first = (await publish(toAll(withReports('Один'))).expect(201)).body as VersionBody;
    const second = (await publish(toAll(withReports('Два'))).expect(201)).body as VersionBody;
    expect(second.id).toBeGreaterThan(first.id);
    const back = (await operator().post(`${REGISTRY}/rollback`).send({}).expect(200))
      .body as StateBody;
    expect(back.live).toMatchObject({ event: 'rolled_back', from_version: first.id });
    expect(back.live.remotes).toEqual(withReports('Один'));
    expect((await registry.servedFor(undefined)).version).toBe(back.live.id);
    const further = (await operator().post(`${REGISTRY}/rollback`).send({}).expect(200))
      .body as StateBody;
    expect(further.live.from_version).toBe(before.live.id);

    let refused: Response | undefined;
    for (let step = 0; step < 50 && refused === undefined; step += 1) {
      const res = await operator().post(`${REGISTRY}/rollback`).send({});
      if (res.status === 409) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body).toMatchObject({ code: 'nothing_to_roll_back' });
    expect((await state()).live.remotes).toEqual([...BUILT_IN_REMOTES]);
  });

  it('restores any earlier version as a new one for everyone', async () => {
    const history = (await operator().get(`${REGISTRY}/versions?per_page=100`).expect(200))
      .body as HistoryBody;
    const seed = history.items.find((item) => item.event === 'seeded');
    if (seed === undefined) throw new Error('no seed in the history');
    const res = await operator()
      .post(`${REGISTRY}/versions/${seed.id}/restore`)
      .send({})
      .expect(201);
    expect(res.body).toMatchObject({
      event: 'restored',
      from_version: seed.id,
      remotes: seed.remotes,
    });
    expect((await state()).live.id).toBe((res.body as VersionBody).id);
    await operator().post(`${REGISTRY}/versions/999999/restore`).send({}).expect(404);
  });

  it('refuses an entry the checks fail, unless overridden with a note', async () => {
    const failed = [
      {
        name: 'reports',
        ok: false,
        checks: [
          {
            kind: 'cors' as const,
            ok: false,
            message: 'no CORS',
            code: 'cors_missing' as const,
            params: {},
          },
        ],
      },
    ];
    jest.spyOn(app.get(RegistryEntryChecks), 'check').mockResolvedValue(failed);
    const live = (await state()).live.id;
    const refused = await publish(toAll(withReports())).set('Accept-Language', 'en').expect(409);
    expect(refused.body).toMatchObject({ code: 'checks_failed', checks: failed });
    expect((refused.body as { message: string }).message).toMatch(/^The checks refused/);
    expect((await state()).live.id).toBe(live);
    const history = (await operator().get(`${REGISTRY}/versions?per_page=1`).expect(200))
      .body as HistoryBody;
    expect(history.items[0]).toMatchObject({
      event: 'refused',
      checks: failed,
      created_by: emails[0],
    });

    const forced = await publish({
      ...toAll(withReports()),
      override_note: 'CORS is fixed at 18:00',
    }).expect(201);
    expect(forced.body).toMatchObject({
      event: 'published',
      note: 'CORS is fixed at 18:00',
      checks: failed,
    });
    passChecks();
  });

  it('keeps one consistent state under 20 parallel changes from two operators', async () => {
    const start = await state();
    const actions = Array.from({ length: 20 }, (_, i) => {
      const by = operators[i % 2] as TestBrowser;
      if (i % 4 === 1) return by.post(`${REGISTRY}/promote`).send({});
      if (i % 4 === 3) return by.post(`${REGISTRY}/rollback`).send({});
      const rollout = i % 8 === 0 ? { to: 'canary', percent: 20 } : { to: 'all' };
      return publish({ remotes: withReports(`Гонка ${i}`), rollout }, by);
    });
    const answers: Response[] = await Promise.all(
      actions.map((action) => action.then((res) => res)),
    );
    for (const res of answers) {
      expect([200, 201, 409]).toContain(res.status);
      if (res.status === 409) {
        expect(['changed', 'no_candidate', 'nothing_to_roll_back']).toContain(
          (res.body as { code: string }).code,
        );
      }
    }
    const done = answers.filter((res) => res.status < 300).length;
    const end = await state();
    expect(end.revision).toBe(start.revision + done);
    const history = (await operator().get(`${REGISTRY}/versions?per_page=100`).expect(200))
      .body as HistoryBody;
    expect(
      history.items.filter((item) => item.id > start.live.id && item.event !== 'refused'),
    ).toHaveLength(history.items.filter((item) => item.id > start.live.id).length);
    const newer = history.items.filter(
      (item) => item.id > Math.max(start.live.id, start.candidate?.version.id ?? 0),
    );
    expect(newer).toHaveLength(done);
    expect((await registry.servedFor(undefined)).version).toBe(end.live.id);
  });

  it('lets one of 20 changes made on the same revision win; the rest must reload', async () => {
    const { revision } = await state();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        publish({ ...toAll(withReports(`Ревизия ${i}`)), revision }, operators[i % 2]).then(
          (res) => res,
        ),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    const lost = answers.filter((res) => res.status === 409);
    expect(lost).toHaveLength(19);
    expect(lost[0]?.body).toMatchObject({
      code: 'changed',
      message: 'Реестр тем временем изменили. Обновите страницу и повторите.',
    });
    expect((await state()).revision).toBe(revision + 1);
  });
});

interface VersionBody {
  id: number;
  event: string;
  remotes: RegistryEntry[];
  created_by: string | null;
  note: string | null;
  checks: unknown;
  from_version: number | null;
}
interface StateBody {
  live: VersionBody;
  candidate: { version: VersionBody; percent: number | null; accounts: string[] } | null;
  source: string;
  problem: string | null;
  revision: number;
}
interface HistoryBody {
  items: VersionBody[];
  total: number;
  page: number;
  per_page: number;
}
interface ErrorsBody {
  message: string;
  errors: Record<string, string[]>;
}
