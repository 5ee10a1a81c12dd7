import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { Module, type INestApplication, type OnApplicationShutdown } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app.factory';
import type { ModuleImports } from '../app.module';
import type { EnvSource } from '../config/env.validation';
import { isPostgresUrl, workerDatabaseUrl } from './worker-database';
import { startOnConfiguredRegistry } from './registry-reset';
import { AnswerCheckModule, answerChecker } from './answer-check';

let sqliteDir: string | undefined;
let mailDir: string | undefined;
/** This test file's keys in a shared Redis: no other file or earlier run sees them. */
const redisPrefix = `test-${randomUUID().slice(0, 8)}:`;
const scratchDirs: string[] = [];

/** A documented answer its schema refuses fails the test that got it. */
function failOnMismatchedAnswers(): void {
  const mismatches = answerChecker.take();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n'));
}

afterEach(failOnMismatchedAnswers);

/** Apps of this file not closed yet, and whether the file's tests are over. */
let openApps = 0;
let fileEnded = false;

/**
 * Removes the scratch folders once the file is over and its apps are closed. This file's
 * afterAll runs before the spec's own (it is declared first), while an app may still be
 * writing a mail or a database page into them (ENOTEMPTY).
 */
function removeScratchWhenIdle(): void {
  if (!fileEnded || openApps > 0) return;
  for (const dir of scratchDirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  }
}

/**
 * Added to every test app: counts it closed. (Nest's app is a proxy that ignores an
 * assigned `close`; a shutdown hook runs on every close.)
 */
@Module({})
class ScratchUserModule implements OnApplicationShutdown {
  private closed = false;

  onApplicationShutdown(): void {
    if (this.closed) return;
    this.closed = true;
    openApps -= 1;
    removeScratchWhenIdle();
  }
}

afterAll(() => {
  fileEnded = true;
  removeScratchWhenIdle();
  failOnMismatchedAnswers();
});

/** A scratch folder, removed when the test file ends. */
export function tempDir(prefix = 'api-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/**
 * The Jest worker's own PostgreSQL database when the run sets DATABASE_URL (the global
 * set-up emptied it), else a SQLite file of this test file's own.
 */
export function testDatabaseUrl(): string {
  const fromRun = process.env.DATABASE_URL;
  if (isPostgresUrl(fromRun)) return workerDatabaseUrl(fromRun, process.env.JEST_WORKER_ID ?? 1);
  sqliteDir ??= tempDir('api-db-');
  return `sqlite:${join(sqliteDir, 'test.sqlite')}`;
}

/** Where this test file's apps write .eml files (without SMTP_URL). */
export function testMailDir(): string {
  mailDir ??= join(tempDir('api-mail-'), 'mail');
  return mailDir;
}

export function isPostgresRun(): boolean {
  return testDatabaseUrl().startsWith('postgres');
}

/** FILE_STORAGE=s3 and its settings, when the run sets them (docs/testing.md). */
function fileStorageOfRun(): EnvSource {
  const names = Object.keys(process.env).filter(
    (name) => name === 'FILE_STORAGE' || name === 'FILE_DOWNLOADS' || name.startsWith('S3_'),
  );
  return Object.fromEntries(names.map((name) => [name, process.env[name]]));
}

/**
 * A quiet environment on the test database (and the run's Redis, when REDIS_URL is set);
 * nothing else of the process leaks in. Account rate limits are high enough for a suite
 * that signs in often; a test of the limit lowers ACCOUNT_RATE_LIMIT. Passwords are hashed
 * at the lowest cost: the suite registers and signs in thousands of times.
 */
export function testEnv(overrides: EnvSource = {}): EnvSource {
  return {
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: testDatabaseUrl(),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: 'test-session-secret-0123456789',
    ACCOUNT_RATE_LIMIT: '10000',
    PASSWORD_HASH_COST: '10',
    MAIL_DIR: testMailDir(),
    ...fileStorageOfRun(),
    ...overrides,
  };
}

/**
 * The production pipeline (createApp) on the test environment, serving the registry its
 * REMOTES_CONFIG names (see startOnConfiguredRegistry) unless `keepRegistry` (a test of
 * the registry across restarts).
 */
export async function createTestApp(
  overrides: EnvSource = {},
  imports: ModuleImports = [],
  options: { keepRegistry?: boolean } = {},
): Promise<NestExpressApplication> {
  const app = await createApp({
    env: testEnv(overrides),
    imports: [...imports, AnswerCheckModule, ScratchUserModule],
  });
  openApps += 1;
  if (options.keepRegistry !== true) await startOnConfiguredRegistry(app);
  return app;
}

/** supertest on the app's HTTP server. */
export function api(app: INestApplication): ReturnType<typeof request> {
  return request(app.getHttpServer() as Server);
}
