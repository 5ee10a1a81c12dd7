import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import { Alert, ActionError, Button, Field, Radio, Stack, TextArea, toast } from '@tutor/ui';
import { isChangedMeanwhile, isCheckRefusal, publishVersion } from './registry-api';
import { ROLLOUT_TARGETS, type PublishBody } from './registry-api.types';
import { REGISTRY_NS } from './registry.i18n';
import {
  readRollout,
  splitFieldErrors,
  type RolloutErrors,
  type RolloutInputs,
} from './rollout-fields';
import type { Checked } from './use-proposal';
import { useRegistryAction } from './use-registry-action';

interface Props {
  checked: Checked;
  onPublished: () => void;
  onRefused: () => void;
}

/** Publishes checked entries to everyone, a canary share or named accounts. */
export function PublishForm({ checked, onPublished, onRefused }: Props) {
  const { t } = useTranslation(REGISTRY_NS);
  const [inputs, setInputs] = useState<RolloutInputs>({
    to: 'all',
    percent: '10',
    accounts: '',
    note: '',
  });
  const [errors, setErrors] = useState<RolloutErrors>({});
  const publish = useRegistryAction<PublishBody>(publishVersion, () => {
    toast.success(t('publish.done'));
    onPublished();
  });
  const needsNote = checked.results.some((result) => !result.ok);
  const set = (field: keyof RolloutInputs) => (value: string) => {
    setInputs((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (publish.isPending) return;
    const read = readRollout(inputs, needsNote, t);
    if ('errors' in read) return setErrors(read.errors);
    const body: PublishBody = { remotes: checked.entries, rollout: read.rollout };
    if (read.note !== undefined) body.override_note = read.note;
    publish.mutate(body, {
      onError: (error) => {
        if (isCheckRefusal(error)) onRefused();
        if (error instanceof ApiError) setErrors(splitFieldErrors(error.fieldErrors).fields);
      },
    });
  };

  const failure = publish.error;
  const others = failure instanceof ApiError ? splitFieldErrors(failure.fieldErrors).others : [];
  const quiet =
    failure === null ||
    isCheckRefusal(failure) ||
    isChangedMeanwhile(failure) ||
    (failure instanceof ApiError && failure.hasFieldErrors);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={3}>
        <fieldset className="ui-fieldset">
          <legend>{t('publish.legend')}</legend>
          {ROLLOUT_TARGETS.map((to) => (
            <Radio
              key={to}
              name="registry-rollout"
              value={to}
              checked={inputs.to === to}
              onChange={() => set('to')(to)}
              label={t(`publish.${to}`)}
            />
          ))}
        </fieldset>
        {inputs.to === 'canary' ? (
          <Field
            label={t('publish.percent')}
            hint={t('publish.percent_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={99}
            value={inputs.percent}
            onChange={(event) => set('percent')(event.target.value)}
            errors={errors.percent}
          />
        ) : null}
        {inputs.to === 'preview' ? (
          <TextArea
            label={t('publish.accounts')}
            hint={t('publish.accounts_hint')}
            value={inputs.accounts}
            onChange={(event) => set('accounts')(event.target.value)}
            errors={errors.accounts}
          />
        ) : null}
        {needsNote ? (
          <TextArea
            label={t('publish.note')}
            value={inputs.note}
            onChange={(event) => set('note')(event.target.value)}
            errors={errors.note}
          />
        ) : null}
        {others.length > 0 ? (
          <Alert>
            <ul className="registry-lines">
              {others.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Alert>
        ) : quiet ? null : (
          <ActionError error={failure} />
        )}
        <div>
          <Button type="submit" busy={publish.isPending}>
            {t('publish.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
