import { useTranslation } from 'react-i18next';
import type { EntryCheckResultView, EntryCheckView } from '@tutor/contracts';
import { REGISTRY_NS } from './registry.i18n';

function CheckLine({ check }: { check: EntryCheckView }) {
  const { t, i18n } = useTranslation(REGISTRY_NS);
  const key = `checks.code.${check.code}`;
  const text = i18n.exists(key, { ns: REGISTRY_NS }) ? t(key, check.params) : check.message;
  return (
    <li className={check.ok ? 'registry-check-ok' : 'registry-check-failed'}>
      <span className="registry-check-kind">{t(`checks.kind.${check.kind}`)}</span>
      <span className="registry-wrap">{text}</span>
    </li>
  );
}

/** Each entry's checks by kind, the failed ones marked, in the page's language. */
export function CheckResults({ results }: { results: EntryCheckResultView[] }) {
  const { t } = useTranslation(REGISTRY_NS);
  return (
    <ul className="registry-results" aria-label={t('checks.title')}>
      {results.map((result) => (
        <li key={result.name}>
          <p className="registry-result-name">
            {result.name}{' '}
            <span className={`registry-badge registry-badge-${result.ok ? 'ok' : 'failed'}`}>
              {t(result.ok ? 'checks.entry_ok' : 'checks.entry_failed')}
            </span>
          </p>
          <ul className="registry-checks">
            {result.checks.map((check, index) => (
              <CheckLine key={`${check.kind}-${index}`} check={check} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
