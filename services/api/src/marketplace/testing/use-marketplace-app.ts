import type { INestApplication } from '@nestjs/common';
import type { EnvSource } from '../../config/env.validation';
import { createTestApp } from '../../testing/test-app';
import { teacher, type Teacher } from './marketplace-fixtures';

/** Paid materials of the buying specs cost between these (50 ₽ up to 5,000 ₽). */
export const PRICE_RANGE: EnvSource = {
  MATERIAL_PRICE_MIN_RUB: '50',
  MATERIAL_PRICE_MAX_RUB: '5000',
};

export interface MarketplaceCast {
  app: INestApplication;
  /** Анна, on the paid plan: she sells. */
  author: Teacher;
  /** Борис, on the paid plan: he buys. */
  buyer: Teacher;
}

/**
 * The hooks of the marketplace's buying specs: one app per file (paid prices within
 * PRICE_RANGE unless `env` says otherwise), a new author and buyer for each test (handed
 * to `receive` before it), mocks restored after it, the app closed.
 */
export function useMarketplaceApp(env: EnvSource, receive: (cast: MarketplaceCast) => void): void {
  let app: INestApplication | undefined;

  beforeAll(async () => {
    app = await createTestApp({ ...PRICE_RANGE, ...env });
  });

  beforeEach(async () => {
    if (app === undefined) throw new Error('The marketplace app did not start');
    receive({ app, author: await teacher(app, 'Анна'), buyer: await teacher(app, 'Борис') });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
  });
}
