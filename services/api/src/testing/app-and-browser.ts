import type { INestApplication } from '@nestjs/common';
import type { EnvSource } from '../config/env.validation';
import { openBrowser, type TestBrowser } from './browser';
import { createTestApp } from './test-app';

interface Receivers {
  app: (app: INestApplication) => void;
  browser: (browser: TestBrowser) => void;
}

/**
 * The hooks most API spec files need: one app per file (with `env` on top of the test
 * defaults), a fresh browser (cookies, XSRF) per test, mocks restored, the app closed.
 */
export function useAppAndBrowser(env: EnvSource, receive: Receivers): void {
  let app: INestApplication | undefined;

  beforeAll(async () => {
    app = await createTestApp(env);
    receive.app(app);
  });

  beforeEach(async () => {
    if (app) receive.browser(await openBrowser(app));
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
  });
}
