import type { INestApplication } from '@nestjs/common';
import type { EnvSource } from '../../config/env.validation';
import { signedInBrowser, type TestBrowser } from '../../testing/browser';
import { createTestApp } from '../../testing/test-app';
import { createCast, type Cast } from './works-fixtures';

export interface WorksApp {
  app: INestApplication;
  cast: Cast<TestBrowser>;
}

/**
 * The hooks of the works and comments specs: one app per file (the timer sweep slowed to
 * a minute, so only the test moves works), its cast signed in, mocks restored, the app closed.
 */
export function useWorksApp(env: EnvSource, receive: (created: WorksApp) => void): void {
  let app: INestApplication | undefined;

  beforeAll(async () => {
    app = await createTestApp({ WORK_TIMER_SWEEP_MS: '60000', ...env });
    receive({ app, cast: await createCast(app, signedInBrowser) });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
  });
}
