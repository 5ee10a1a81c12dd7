import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { setRequestLocale } from '@tutor/api-client';
import { currentLocale, initI18n, onLocaleChange } from '@tutor/i18n';
import { useAppSettings, useSession } from '@tutor/session';
import '@tutor/ui';
import { failureReportingPlugin } from './federation/failure-plugin';
import { fetchRegistry, register } from './federation/registry';
import { reportRemoteFailure } from './federation/report-failure';
import { createShellRouter } from './routes/router';

async function start(): Promise<void> {
  initI18n();
  setRequestLocale(currentLocale());
  onLocaleChange((locale) => {
    setRequestLocale(locale);
    void useAppSettings.getState().load();
  });
  registerPlugins([failureReportingPlugin()]);
  // A missing registry leaves every remote area on its fallback; the shell still starts.
  await fetchRegistry()
    .then((registry) => register(registry))
    .catch((error: unknown) => reportRemoteFailure('registry', String(error)));
  void useSession.getState().load();
  void useAppSettings.getState().load();

  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={createShellRouter()} />
    </StrictMode>,
  );
}

void start();
