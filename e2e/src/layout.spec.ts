import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { register, registerTeacher, uniqueEmail } from './support/account-steps';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/page-checks';
import { usePeople } from './support/people';

/** Set SHOTS_DIR to keep a full-page screenshot of every page at both sizes. */
const SHOTS_DIR = process.env.SHOTS_DIR;

// The phone pass ends by signing out through the menu, which ends the session: it goes last.
const SIZES = [
  { name: 'desktop', viewport: DESKTOP },
  { name: 'phone', viewport: PHONE },
] as const;

const TEACHER_PAGES = [
  '/tasks',
  '/tasks/new',
  '/tasks/subjects',
  '/students',
  '/works',
  '/settings',
  '/marketplace',
  '/journal',
  '/payouts',
];
const STUDENT_PAGES = ['/works', '/settings', '/marketplace', '/journal'];

beforeAll(() => {
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

// axe-core is injected as an inline script, which the product's CSP rightly refuses.
const { product, person } = usePeople({ context: { bypassCSP: true }, timeoutMs: 60_000 });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function pageAt(viewport: { width: number; height: number }, storageState?: StorageState) {
  return person({ viewport, ...(storageState ? { storageState } : {}) });
}

/** Waits until the page has rendered its content and named itself; answers what went wrong. */
async function settle(page: Page, path: string): Promise<string | null> {
  await page.goto(`${product().url}${path}`);
  try {
    await page.locator('main h1, main h2').first().waitFor({ timeout: 15_000 });
  } catch {
    return `no heading in main: ${(await page.locator('main').innerText()).slice(0, 200)}`;
  }
  await page.waitForFunction(
    () => !document.querySelector('main .ui-loading, main .shell-loading'),
  );
  await page.waitForFunction(() => document.title.includes(' — '));
  return null;
}

/** The elements wider than the window, as "selector: width", when the page scrolls sideways. */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const describe = (element: Element) =>
      element.tagName.toLowerCase() +
      (element.id ? `#${element.id}` : '') +
      Array.from(element.classList)
        .map((name) => `.${name}`)
        .join('');
    return Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .filter((element) => !element.parentElement?.closest('[data-overflowing]'))
      .map((element) => {
        element.setAttribute('data-overflowing', '');
        const path = [element.parentElement, element]
          .filter((part): part is Element => part !== null)
          .map(describe)
          .join(' > ');
        return `${path}: ${Math.round(element.getBoundingClientRect().width)}px`;
      })
      .slice(0, 5);
  });
}

/** Everything wrong with one page at one size; empty when it is clean. */
async function problemsOf(page: Page, path: string, label: string): Promise<string[]> {
  const failed = await settle(page, path);
  if (failed) return [`${label} ${failed}`];
  const landed = new URL(page.url()).pathname;
  if (!landed.startsWith(path)) return [`${label} ended at ${landed}`];
  const problems: string[] = [];
  const title = await page.title();
  if (title === 'Tutor' || !title.includes(' — ')) problems.push(`${label} title "${title}"`);
  for (const wide of await overflow(page)) problems.push(`${label} overflows: ${wide}`);
  for (const violation of await seriousViolations(page)) problems.push(`${label} axe ${violation}`);
  if (SHOTS_DIR) {
    const name = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`;
    await page.screenshot({ path: join(SHOTS_DIR, name), fullPage: true });
  }
  return problems;
}

/** The menu's sign-out: /settings has sign-out buttons of its own, for other sessions. */
const signOutButton = (page: Page) =>
  page
    .getByRole('group', { name: 'Меню аккаунта' })
    .getByRole('button', { name: 'Выйти', exact: true });

/** At phone size the areas, settings, language and sign-out sit behind the menu button. */
async function checkPhoneMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Меню' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await signOutButton(page).isVisible()).toBe(false);
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await signOutButton(page).waitFor();
  await page.getByRole('link', { name: 'Настройки' }).waitFor();
  await page.getByLabel('Язык').waitFor();
  if (SHOTS_DIR) await page.screenshot({ path: join(SHOTS_DIR, `${label}-phone-menu.png`) });
  await page.keyboard.press('Escape');
  await signOutButton(page).waitFor({ state: 'hidden' });
  expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  // Following a link in the menu closes it.
  await toggle.click();
  await page.getByRole('link', { name: 'Настройки' }).click();
  await page.waitForURL('**/settings');
  await signOutButton(page).waitFor({ state: 'hidden' });
}

async function signOutFromPhoneMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Меню' }).click();
  await signOutButton(page).click();
  await page.waitForURL('**/login');
}

async function signedInPages(role: string, home: string, pages: string[], signUp: typeof register) {
  const first = await pageAt(DESKTOP);
  await signUp(first, product().url, uniqueEmail(role));
  await first.waitForURL(`**${home}`);
  const storage = await first.context().storageState();
  const problems: string[] = [];
  for (const size of SIZES) {
    const page = await pageAt(size.viewport, storage);
    for (const path of pages) {
      problems.push(...(await problemsOf(page, path, `${role} ${size.name} ${path}`)));
    }
    if (size.name === 'phone') {
      await settle(page, '/marketplace');
      await checkPhoneMenu(page, role);
      await signOutFromPhoneMenu(page);
    }
  }
  expect(problems).toEqual([]);
}

describe('the layout at 390×844 and 1280×800', () => {
  it('serves every page of a signed-in teacher without sideways scroll or axe violations', async () => {
    await signedInPages('teacher', '/tasks', TEACHER_PAGES, registerTeacher);
  }, 240_000);

  it('serves every page of a signed-in student the same way', async () => {
    await signedInPages('student', '/works', STUDENT_PAGES, register);
  }, 180_000);

  it('serves the account pages to a guest, with a field error shown', async () => {
    const problems: string[] = [];
    for (const size of SIZES) {
      const page = await pageAt(size.viewport);
      problems.push(...(await problemsOf(page, '/password/reset/x', `guest ${size.name} reset`)));
      problems.push(...(await problemsOf(page, '/login', `guest ${size.name} /login`)));
      await page.getByRole('button', { name: 'Продолжить' }).click();
      await page.getByRole('alert').first().waitFor();
      for (const violation of await seriousViolations(page)) {
        problems.push(`guest ${size.name} /login with an error: axe ${violation}`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
