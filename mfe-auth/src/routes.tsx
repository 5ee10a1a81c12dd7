import type { RouteObject } from 'react-router-dom';
import { LoginPage } from './features/login/LoginPage';
import { ResetPasswordPage } from './features/password-reset/ResetPasswordPage';
import { addAuthTranslations } from './i18n/add-auth-translations';
import './auth.css';

addAuthTranslations();

/** What this remote exposes as ./routes: its route objects for the shell's router. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/password/reset/:token', element: <ResetPasswordPage /> },
];
