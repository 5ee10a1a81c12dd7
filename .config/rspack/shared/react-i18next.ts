/// <reference path="./react-i18next-es.d.ts" />
/**
 * What the platform shares under the name `react-i18next`: the hooks the apps use, without
 * the Trans/ICU machinery (and its HTML parser) the full package carries. It reads the
 * package's ES files through the `react-i18next-es` alias, because importing
 * `react-i18next` here would resolve back to this very module. ESLint keeps apps to these.
 */
export { I18nextProvider } from 'react-i18next-es/I18nextProvider.js';
export { initReactI18next } from 'react-i18next-es/initReactI18next.js';
export { useTranslation } from 'react-i18next-es/useTranslation.js';
