import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { ApiInstance, REPO_ROOT } from './api-instance';
import { MULTI_DATABASE_URL, emptyDatabase, openDatabase } from './database';
import { killAll } from './processes';

/** The databases a kill test runs on: a fresh SQLite file, and the suite's PostgreSQL. */
export const KILL_DATABASES = [
  ['SQLite', (dir: string) => `sqlite:${join(dir, 'api.sqlite')}`],
  ['PostgreSQL', () => MULTI_DATABASE_URL],
] as const;

export interface KillableApi {
  /** The instance running now (another one after `restart`). */
  readonly api: ApiInstance;
  /** Its database, opened by the test for seeding and reading. */
  readonly data: DataSource;
  /** Its URL now: for a Browser that should follow it across a restart. */
  url(): string;
  /** Starts the instance again on the same database and files (after `api.kill()`). */
  restart(): Promise<void>;
}

/**
 * One built API as a child process of the suite on an empty database of `urlOf(dir)`,
 * with `settings()` added to its environment (read when it starts, after the describe's
 * earlier beforeAll hooks), started before the describe's tests and stopped after them.
 */
export function useKillableApi(
  urlOf: (dir: string) => string,
  settings: () => Record<string, string> = () => ({}),
): KillableApi {
  let dir = '';
  let env: Record<string, string> = {};
  let api: ApiInstance | undefined;
  let data: DataSource | undefined;
  let starts = 0;
  const start = async (): Promise<void> => {
    starts += 1;
    api = await ApiInstance.start(starts === 1 ? 'a' : `a-restart-${starts - 1}`, env, dir);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tutor-kill-'));
    const url = urlOf(dir);
    if (url.startsWith('postgres')) await emptyDatabase(url);
    env = {
      DATABASE_URL: url,
      SESSION_SECRET: `kill-secret-${randomUUID()}`,
      FILES_DIR: join(dir, 'files'),
      MAIL_DIR: join(dir, 'mail'),
      WEB_ROOT: REPO_ROOT,
      LOG_LEVEL: 'info',
      PASSWORD_HASH_COST: '10',
      ACCOUNT_RATE_LIMIT: '10000',
      ...settings(),
    };
    await start();
    data = await openDatabase(url);
  });

  afterAll(async () => {
    await data?.destroy();
    await api?.stop();
    await killAll();
    rmSync(dir, { recursive: true, force: true });
  });

  const running = (): ApiInstance => {
    if (api === undefined) throw new Error('The API has not started');
    return api;
  };
  return {
    get api() {
      return running();
    },
    get data() {
      if (data === undefined) throw new Error('The database is not open');
      return data;
    },
    url: () => running().url,
    restart: start,
  };
}
