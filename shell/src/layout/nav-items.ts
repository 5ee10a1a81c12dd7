import { areaIsFor, type AreaRole, type NavIcon, type RegistryEntry } from '@tutor/contracts';

/** One link of the navigation: an area of the registry with its label in a language. */
export interface NavItem {
  path: string;
  label: string;
  icon: NavIcon | undefined;
}

/** The label in `language`, Russian (the default) when there is none in it. */
export function navLabel(nav: { ru: string; en: string }, language: string | undefined): string {
  return language === 'en' ? nav.en : nav.ru;
}

/** Every area with a nav item that `role` may see, in registry order. */
export function navItems(
  entries: readonly RegistryEntry[],
  role: AreaRole | undefined,
  language: string | undefined,
): NavItem[] {
  return entries.flatMap((entry) =>
    entry.areas.flatMap((area) =>
      area.nav !== undefined && areaIsFor(area, role)
        ? [{ path: area.path, label: navLabel(area.nav, language), icon: area.nav.icon }]
        : [],
    ),
  );
}
