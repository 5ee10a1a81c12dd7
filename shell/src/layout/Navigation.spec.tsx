import { cleanup, screen, within } from '@testing-library/react';
import { BUILT_IN_REMOTES, type RegistryEntry } from '@tutor/contracts';
import { changeLocale } from '@tutor/i18n';
import { renderRoutes, resetSession, signInAs } from '@tutor/ui/testing';
import { setRegistry, useRegistryStore } from '../federation/registry-store';
import { useShellAreaTitle } from './use-shell-area-title';
import { Navigation } from './Navigation';

const reports: RegistryEntry = {
  name: 'reports',
  entry: 'https://cdn.test/reports/mf-manifest.json',
  type: 'manifest',
  areas: [
    {
      path: '/reports',
      nav: { ru: 'Отчёты', en: 'Reports', icon: 'chart-bar' },
      roles: ['teacher'],
    },
    { path: '/reports/shared' },
  ],
};

function TitledNavigation() {
  useShellAreaTitle();
  return <Navigation />;
}

const open = (path = '/works') =>
  renderRoutes([{ path: '*', element: <TitledNavigation /> }], path);
const links = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the navigation, from the registry', () => {
  beforeEach(() => {
    setRegistry({ version: 4, remotes: [...BUILT_IN_REMOTES, reports], skipped: [] });
  });

  afterEach(async () => {
    cleanup();
    resetSession();
    useRegistryStore.setState({ registry: null });
    await changeLocale('ru');
  });

  it("gives a teacher every area's nav item in registry order, a new entry's too", () => {
    signInAs('teacher');
    open();
    expect(links()).toEqual([
      ['Задания', '/tasks'],
      ['Работы', '/works'],
      ['Ученики', '/students'],
      ['Маркетплейс', '/marketplace'],
      ['Журнал', '/journal'],
      ['Выплаты', '/payouts'],
      ['Отчёты', '/reports'],
    ]);
  });

  it('gives a student only the areas for everyone', () => {
    signInAs('student');
    open();
    expect(links()).toEqual([
      ['Работы', '/works'],
      ['Маркетплейс', '/marketplace'],
      ['Журнал', '/journal'],
    ]);
  });

  it('labels the items in the current language', async () => {
    await changeLocale('en');
    signInAs('teacher');
    open();
    expect(links().map(([label]) => label)).toEqual([
      'Tasks',
      'Works',
      'Students',
      'Marketplace',
      'Journal',
      'Payouts',
      'Reports',
    ]);
  });

  it('shows no navigation to a guest', () => {
    open();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('titles an area by its nav label until the page names itself', async () => {
    signInAs('teacher');
    open('/reports/monthly');
    expect(document.title).toContain('Отчёты');
    cleanup();
    await changeLocale('en');
    open('/reports/monthly');
    expect(document.title).toContain('Reports');
    cleanup();
    open('/nowhere');
    expect(document.title).toContain('Page not found');
  });
});
