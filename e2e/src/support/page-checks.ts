import type { Page } from 'playwright-core';
import { seriousViolations } from './axe';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** How far the page scrolls sideways (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * 0 serious axe violations, no horizontal scroll at 390×844, and a full-page screenshot at
 * each size in `shots` (`<name>-1280.png`, `<name>-390.png`); the page ends at desktop size.
 */
export async function checkAtBothSizes(page: Page, shots: string, name: string): Promise<void> {
  expect({ name, violations: await seriousViolations(page) }).toEqual({ name, violations: [] });
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  const overflow = await horizontalOverflow(page);
  await page.screenshot({ path: `${shots}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  expect({ name, overflow }).toEqual({ name, overflow: 0 });
}
