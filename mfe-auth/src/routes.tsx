import type { RouteObject } from 'react-router-dom';
import { LoginPage } from './features/login/components/LoginPage';
import { ResetPasswordPage } from './features/password-reset/components/ResetPasswordPage';
import { addAuthTranslations } from './i18n/add-auth-translations';
import { paths } from './config/paths';
import './auth.css';

addAuthTranslations();

/** What this remote exposes as ./routes: its route objects for the shell's router. */
export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.passwordReset, element: <ResetPasswordPage /> },
];
