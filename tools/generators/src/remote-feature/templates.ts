import type { Names } from '../names.js';

/** What the feature's files are made from. */
export interface FeatureContext {
  names: Names;
  /** The remote's i18n namespace (`tasks`). */
  namespace: string;
  /** The GET path the page reads (`/api/settings`). */
  endpoint: string;
}

export const TEXTS = {
  en: { loaded: 'Loaded.' },
  ru: { loaded: 'Загружено.' },
};

export function apiFile({ names, endpoint }: FeatureContext): string {
  const { pascal } = names;
  return `import { apiRequest, type JsonAnswer } from '@tutor/api-client';

export type ${pascal}Answer = JsonAnswer<'${endpoint}', 'get'>;

/** GET ${endpoint}: what the ${names.title.toLowerCase()} page shows. */
export function get${pascal}(): Promise<${pascal}Answer> {
  return apiRequest('get', '${endpoint}');
}
`;
}

export function hookFile({ names }: FeatureContext): string {
  const { pascal, kebab, camel } = names;
  return `import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/lib/query-keys';
import { get${pascal} } from '../api/get-${kebab}';

export function use${pascal}Query() {
  return useQuery({ queryKey: queryKeys.${camel}, queryFn: get${pascal} });
}
`;
}

export function pageFile({ names, namespace, endpoint }: FeatureContext): string {
  const { pascal, kebab, camel } = names;
  return `import { useTranslation } from 'react-i18next';
import { ApiErrorAlert, PageHeader, PageLoading, Stack, usePageTitle } from '@tutor/ui';
import { use${pascal}Query } from '../hooks/use-${kebab}-query';

/** The ${names.title.toLowerCase()} page: its title, then what GET ${endpoint} answered. */
export function ${pascal}Page() {
  const { t } = useTranslation('${namespace}', { keyPrefix: '${camel}' });
  const query = use${pascal}Query();
  usePageTitle(t('title'));
  return (
    <Stack gap={4}>
      <PageHeader title={t('title')} />
      <ApiErrorAlert error={query.error} />
      {query.isPending ? <PageLoading /> : null}
      {query.isSuccess ? <p>{t('loaded')}</p> : null}
    </Stack>
  );
}
`;
}

export function pageSpecFile({ names, endpoint }: FeatureContext): string {
  const { pascal } = names;
  return `import { screen } from '@testing-library/react';
import { Reply, mockHttp } from '@tutor/api-client/testing';
import { changeLocale } from '@tutor/i18n';
import { renderAt } from '@tutor/ui/testing';
import { ${pascal}Page } from './${pascal}Page';

const renderPage = () => renderAt([{ path: '/', element: <${pascal}Page /> }], '/');

describe('${pascal}Page', () => {
  afterEach(() => changeLocale('ru'));

  it('shows its title and what the API answered, in ru and en', async () => {
    mockHttp({ 'GET ${endpoint}': {} });
    renderPage();
    expect(await screen.findByRole('heading', { name: '${names.title}' })).toBeTruthy();
    expect(await screen.findByText('${TEXTS.ru.loaded}')).toBeTruthy();
    await changeLocale('en');
    expect(await screen.findByText('${TEXTS.en.loaded}')).toBeTruthy();
  });

  it('says what went wrong when the API refuses', async () => {
    mockHttp({ 'GET ${endpoint}': new Reply(500, {}) });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('${TEXTS.ru.loaded}')).toBeNull();
  });
});
`;
}

export function textsEnFile({ names, namespace }: FeatureContext): string {
  return `/** English texts of the ${names.kebab} feature (the \`${names.camel}\` group of the \`${namespace}\` namespace). */
export const ${names.camel}En = {
  title: '${names.title}',
  loaded: '${TEXTS.en.loaded}',
};
`;
}

export function textsRuFile({ names, namespace }: FeatureContext): string {
  return `import type { ${names.camel}En } from '../en/${names.kebab}';

/** Russian texts of the ${names.kebab} feature (the \`${names.camel}\` group of the \`${namespace}\` namespace). */
export const ${names.camel}Ru: typeof ${names.camel}En = {
  title: '${names.title}',
  loaded: '${TEXTS.ru.loaded}',
};
`;
}

export const QUERY_KEYS_FILE = `/** Every query key of this remote, in one place (see README, Front-end convention). */
export const queryKeys = {
};
`;
