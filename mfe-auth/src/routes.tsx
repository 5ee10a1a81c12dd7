import type { RouteObject } from 'react-router-dom';
import { addTranslations } from '@tutor/i18n';
import { LoginPage } from './features/login/LoginPage';
import { ResetPasswordPage } from './features/password-reset/ResetPasswordPage';
import { en } from './i18n/en';
import { ru } from './i18n/ru';
import './auth.css';

addTranslations('auth', { ru, en });

/** What this remote exposes as ./routes: its route objects for the shell's router. */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '/password/reset/:token', element: <ResetPasswordPage /> },
];
