import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  PAYOUT_LIMITS,
  PAYOUT_REQUISITES_TYPES,
  PayoutRequisitesType,
  type PayoutRequisitesInput,
} from '@tutor/contracts';
import { NO_FAILURE, toFailure, type Failure } from '@tutor/api-client';
import { ActionError, Button, Card, Field, Select, toast, useUnsavedWarning } from '@tutor/ui';
import { paths } from '../../../config/paths';
import { usePayoutChanges } from '../hooks/use-payout-changes';
import { draftOf, inputOf, isDirty, type RequisitesDraft } from '../lib/requisites-draft';

type TextField = Exclude<keyof RequisitesDraft, 'type'>;

const DIGIT_FIELDS: readonly TextField[] = ['inn', 'bic', 'account', 'wallet'];

/** Digits only: a number pasted as `7707 083 893` or `4070-2810-…` keeps every digit. */
const digitsOf = (value: string) => value.replace(/[\s\u00a0-]+/g, '');

/**
 * The spec's requisites: type, name, tax number, bank code, account number, and the
 * wallet of the self-employed. The API checks the numbers; its 422 goes under each field
 * and an edited field drops its errors. Saving returns to /payouts; leaving unsaved warns.
 */
export function RequisitesForm({ saved }: { saved: PayoutRequisitesInput | null }) {
  const { t } = useTranslation('journal', { keyPrefix: 'payouts.requisites' });
  const navigate = useNavigate();
  const { save } = usePayoutChanges();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [failure, setFailure] = useState<Failure>(NO_FAILURE);
  const warning = useUnsavedWarning(isDirty(draft, saved), {
    title: t('unsaved_title'),
    message: t('unsaved_message'),
    confirmLabel: t('unsaved_leave'),
    cancelLabel: t('unsaved_stay'),
  });
  const selfEmployed = draft.type === PayoutRequisitesType.SelfEmployed;

  const forget = (field: keyof RequisitesDraft) =>
    setFailure((current) => {
      if (!(field in current.fields)) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
  const set = (field: TextField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(NO_FAILURE);
    save.mutate(inputOf(draft), {
      onSuccess: () => {
        warning.allowLeave();
        toast.success(t('saved'));
        void navigate(paths.payouts);
      },
      onError: (caught) => setFailure(toFailure(caught)),
    });
  };
  const text = (field: TextField, extra: { hint?: string; autoComplete?: string } = {}) => (
    <Field
      label={t(field)}
      hint={extra.hint ?? t(`${field}_hint`)}
      required
      value={draft[field]}
      errors={failure.fields[field]}
      autoComplete={extra.autoComplete ?? 'off'}
      {...(DIGIT_FIELDS.includes(field)
        ? { inputMode: 'numeric' as const, spellCheck: false }
        : { maxLength: PAYOUT_LIMITS.nameMax })}
      onChange={(event) => {
        const value = event.target.value;
        set(field, DIGIT_FIELDS.includes(field) ? digitsOf(value) : value);
      }}
    />
  );

  return (
    <form className="payouts-form" noValidate onSubmit={submit}>
      <Card className="payouts-form">
        <Select
          label={t('type')}
          options={PAYOUT_REQUISITES_TYPES.map((type) => ({
            value: type,
            label: t(`types.${type}`),
          }))}
          value={draft.type}
          errors={failure.fields.type}
          onChange={(event) => {
            const type = Number(event.target.value) as PayoutRequisitesType;
            setDraft((current) => ({ ...current, type }));
            forget('type');
          }}
        />
        {text('name', { autoComplete: 'name' })}
        {text('inn')}
        {text('bic')}
        {text('account')}
        {selfEmployed ? text('wallet') : null}
      </Card>
      <ActionError error={failure.error} />
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('save')}
        </Button>
      </div>
      {warning.dialog}
    </form>
  );
}
