import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from 'api/src/testing/chromium';
import { DESKTOP } from './page-checks';
import { startProduct, type RunningProduct } from './product';

export type ContextOptions = NonNullable<Parameters<Browser['newContext']>[0]>;
type Env = Record<string, string>;

/** Playwright's own page size, for the specs written at it rather than at DESKTOP. */
export const PLAYWRIGHT_VIEWPORT = { width: 1280, height: 720 };

export interface PeopleSetup {
  /**
   * Added to the product's environment; a function when the values are known only in an
   * earlier beforeAll (a mailbox's or the fake providers' URLs).
   */
  env?: Env | (() => Env);
  /** Every person's context options, over the defaults (Russian, DESKTOP size). */
  context?: ContextOptions;
  /** Closes the people after each test rather than after the file. */
  closeAfterEach?: boolean;
  /** The timeout of starting the product and Chromium, when the default is too short. */
  timeoutMs?: number;
}

export interface People {
  /** The running product (from beforeAll on). */
  product: () => RunningProduct;
  /** Chromium (from beforeAll on). */
  browser: () => Browser;
  /**
   * A person in a browser context of their own (own cookies, own session), in Russian at
   * DESKTOP size unless the setup or `options` say otherwise; closed by the hooks.
   */
  person: (options?: ContextOptions) => Promise<Page>;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not started: use it inside a test`);
  return value;
}

/**
 * Registers the hooks of a spec with people in Chromium: beforeAll starts the built product
 * (with `setup.env`) and Chromium, afterAll closes every person, Chromium and the product.
 */
export function usePeople(setup: PeopleSetup = {}): People {
  let product: RunningProduct | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const closePeople = () => Promise.all(contexts.splice(0).map((context) => context.close()));

  beforeAll(async () => {
    const env = typeof setup.env === 'function' ? setup.env() : setup.env;
    [product, browser] = await Promise.all([startProduct(env), launchChromium()]);
  }, setup.timeoutMs);

  if (setup.closeAfterEach) afterEach(closePeople);

  afterAll(async () => {
    await closePeople();
    await browser?.close();
    await product?.stop();
  });

  return {
    product: () => started(product, 'The product'),
    browser: () => started(browser, 'Chromium'),
    person: async (options = {}) => {
      const context = await started(browser, 'Chromium').newContext({
        locale: 'ru-RU',
        viewport: DESKTOP,
        ...setup.context,
        ...options,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}
