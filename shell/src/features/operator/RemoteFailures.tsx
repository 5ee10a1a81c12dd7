import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_FAILURE_KINDS } from '@tutor/contracts';
import type { RemoteStatusRow } from './operator-api';
import { OPERATOR_NS } from './operator.i18n';
import { formatTime, isLocale } from '@tutor/i18n';

type VersionFailures = RemoteStatusRow['failures'][number];

function Messages({ failures }: { failures: VersionFailures }) {
  const { t, i18n } = useTranslation(OPERATOR_NS);
  const [open, setOpen] = useState(false);
  const id = useId();
  const count = failures.last_messages.length;
  if (count === 0) return null;
  return (
    <>
      <button
        type="button"
        className="operator-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {open ? t('messages_hide') : t('messages_show', { count })}
      </button>
      <ul id={id} className="operator-messages" hidden={!open}>
        {failures.last_messages.map((item) => (
          <li key={`${item.at}-${item.kind}-${item.message}`}>
            <span className="operator-message-meta">
              {t(`kind.${item.kind}`)} ·{' '}
              {t('message_meta', {
                time: formatTime(item.at, isLocale(i18n.language) ? i18n.language : undefined),
                browser: item.browser ?? t('unknown_browser'),
              })}
            </span>
            <span className="operator-message">{item.message}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

function VersionRow({ failures }: { failures: VersionFailures }) {
  const { t } = useTranslation(OPERATOR_NS);
  const kinds = REMOTE_FAILURE_KINDS.filter((kind) => failures.counts[kind] > 0);
  return (
    <li className="operator-version">
      <span className="operator-version-name">
        {failures.version === 'unknown'
          ? t('unknown_version')
          : t('version_of', { version: failures.version })}
      </span>
      <span className="operator-counts">
        {kinds.map((kind) => (
          <span key={kind} className="operator-failing">
            {t('kind_count', { kind: t(`kind.${kind}`), count: failures.counts[kind] })}
          </span>
        ))}
      </span>
      <Messages failures={failures} />
    </li>
  );
}

/** An entry's failures in the last hour, per build version and kind, with its last messages. */
export function RemoteFailures({ row }: { row: RemoteStatusRow }) {
  const { t } = useTranslation(OPERATOR_NS);
  if (row.failures.length === 0) return <span>{t('no_failures')}</span>;
  return (
    <ul className="operator-versions">
      {row.failures.map((failures) => (
        <VersionRow key={failures.version} failures={failures} />
      ))}
    </ul>
  );
}
