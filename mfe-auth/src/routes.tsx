import type { RouteObject } from 'react-router-dom';
import { guestPage, lazyPage } from '@tutor/ui';
import { paths } from './config/paths';
import { addAuthTranslations } from './i18n/add-auth-translations';
import './shared/styles/auth.css';

addAuthTranslations();

// One chunk per page: a reset link does not download the sign-in stages.
const LoginPage = lazyPage(() => import('./features/login/components/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyPage(
  () => import('./features/password-reset/components/ResetPasswordPage'),
  'ResetPasswordPage',
);

/** What this remote exposes as ./routes: its pages, for guests and signed-in people alike. */
export const routes: RouteObject[] = [
  { path: paths.login, element: guestPage(LoginPage) },
  { path: paths.passwordReset, element: guestPage(ResetPasswordPage) },
];
