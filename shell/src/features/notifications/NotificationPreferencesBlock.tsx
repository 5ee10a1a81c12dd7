import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError, Card, Checkbox, QueryStatus, Radio, Stack, toast } from '@tutor/ui';
import { NOTIFICATIONS_NS } from './notifications.i18n';
import {
  usePreferencesQuery,
  useSavePreferences,
  type NotificationPreferences,
  type PreferencesChange,
} from './notifications-api';
import './notifications.css';

/** /settings: mail per kind (in-app is always on) and a teacher's digest choice. */
export function NotificationPreferencesBlock() {
  return <PreferencesCard />;
}

/** What the form shows: the saved choice, with a change on its way laid over it. */
function shown(saved: NotificationPreferences, pending: PreferencesChange | undefined) {
  return {
    mail: { ...saved.mail, ...pending?.mail },
    delivery: pending?.submitted_delivery ?? saved.submitted_delivery,
  };
}

function PreferencesCard() {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const query = usePreferencesQuery();
  const save = useSavePreferences();
  // Set in the change event itself, so a switch flips at once and never springs back
  // while the answer is on its way.
  const [pending, setPending] = useState<PreferencesChange>();
  const change = (body: PreferencesChange) => {
    setPending(body);
    save.mutate(body, {
      onSuccess: () => toast.success(t('prefs.saved')),
      onSettled: () => setPending(undefined),
    });
  };

  return (
    <Card className="notifications-prefs" aria-labelledby="notifications-prefs-title">
      <Stack gap={3}>
        <h2 id="notifications-prefs-title">{t('prefs.title')}</h2>
        <p>{t('prefs.intro')}</p>
        <QueryStatus query={query} loading={null} />
        <ActionError error={save.error} />
        {query.data ? (
          <PreferencesForm saved={query.data} pending={pending} onChange={change} />
        ) : null}
      </Stack>
    </Card>
  );
}

interface FormProps {
  saved: NotificationPreferences;
  pending: PreferencesChange | undefined;
  onChange: (change: PreferencesChange) => void;
}

function PreferencesForm({ saved, pending, onChange }: FormProps) {
  const { t } = useTranslation(NOTIFICATIONS_NS);
  const { mail, delivery } = shown(saved, pending);
  return (
    <>
      <fieldset className="ui-fieldset">
        <legend>{t('prefs.kinds')}</legend>
        {saved.kinds.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`prefs.kind.${kind}`)}
            checked={mail[kind] ?? true}
            disabled={pending !== undefined}
            onChange={(event) => onChange({ mail: { [kind]: event.target.checked } })}
          />
        ))}
      </fieldset>
      {delivery === undefined ? null : (
        <fieldset className="ui-fieldset">
          <legend>{t('prefs.delivery')}</legend>
          {(['instant', 'digest'] as const).map((choice) => (
            <Radio
              key={choice}
              name="submitted_delivery"
              value={choice}
              label={t(`prefs.${choice}`)}
              checked={delivery === choice}
              disabled={pending !== undefined || mail.work_submitted === false}
              onChange={() => onChange({ submitted_delivery: choice })}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
