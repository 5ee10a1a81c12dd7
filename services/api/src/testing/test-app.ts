import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app.factory';
import type { ModuleImports } from '../app.module';
import type { EnvSource } from '../config/env.validation';

let sqliteDir: string | undefined;
const scratchDirs: string[] = [];

afterAll(() => {
  for (const dir of scratchDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch folder, removed when the test file ends. */
export function tempDir(prefix = 'api-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/**
 * PostgreSQL when the run sets DATABASE_URL (the global set-up emptied it), else a SQLite
 * file of this test file's own.
 */
export function testDatabaseUrl(): string {
  const fromRun = process.env.DATABASE_URL;
  if (fromRun !== undefined && fromRun !== '') return fromRun;
  sqliteDir ??= tempDir('api-db-');
  return `sqlite:${join(sqliteDir, 'test.sqlite')}`;
}

export function isPostgresRun(): boolean {
  return testDatabaseUrl().startsWith('postgres');
}

/** A quiet environment on the test database; nothing else of the process leaks in. */
export function testEnv(overrides: EnvSource = {}): EnvSource {
  return { LOG_LEVEL: 'silent', DATABASE_URL: testDatabaseUrl(), ...overrides };
}

/** The production pipeline (createApp) on the test environment. */
export function createTestApp(
  overrides: EnvSource = {},
  imports: ModuleImports = [],
): Promise<NestExpressApplication> {
  return createApp({ env: testEnv(overrides), imports });
}

/** supertest on the app's HTTP server. */
export function api(app: INestApplication): ReturnType<typeof request> {
  return request(app.getHttpServer() as Server);
}
