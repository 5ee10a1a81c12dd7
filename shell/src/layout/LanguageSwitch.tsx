import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { changeLocale, isLocale, LOCALES } from '@tutor/i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="shell-language">
      <Languages size={18} aria-hidden="true" />
      <span className="ui-visually-hidden">{t('shell.language')}</span>
      <select
        value={i18n.language}
        onChange={(event) => {
          if (isLocale(event.target.value)) void changeLocale(event.target.value);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`shell.languages.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
