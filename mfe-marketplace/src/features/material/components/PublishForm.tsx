import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FAILURE, toFailure, type Failure } from '@tutor/api-client';
import { MATERIAL_LIMITS } from '@tutor/contracts';
import { Alert, ActionError, Button, TextArea } from '@tutor/ui';
import { errorsOf } from '../../../shared/lib/failure';

interface Props {
  /** No version yet: «Опубликовать» with «Первая версия» filled in. */
  first: boolean;
  /**
   * Rejects with the API's failure: a 422 on the changelog goes under it, one on the template
   * (a copy of a taken material) to an alert, anything else to the error alert.
   */
  onPublish: (changelog: string) => Promise<void>;
}

/** Publishing the template task as it is now, as the next version, with a changelog line. */
export function PublishForm({ first, onPublish }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'material.author' });
  const [changelog, setChangelog] = useState(() => (first ? t('first_version') : ''));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(NO_FAILURE);
    try {
      await onPublish(changelog.trim());
      setChangelog('');
    } catch (caught) {
      setFailure(toFailure(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mp-publish" noValidate onSubmit={(event) => void submit(event)}>
      <TextArea
        label={t('changelog')}
        hint={t('publish_hint')}
        rows={2}
        maxLength={MATERIAL_LIMITS.changelogMax}
        value={changelog}
        errors={errorsOf(failure.fields, 'changelog')}
        onChange={(event) => setChangelog(event.target.value)}
      />
      {errorsOf(failure.fields, 'template_id').map((text) => (
        <Alert key={text}>{text}</Alert>
      ))}
      <ActionError error={failure.error} />
      <Button type="submit" busy={busy}>
        {first ? t('publish') : t('publish_version')}
      </Button>
    </form>
  );
}
