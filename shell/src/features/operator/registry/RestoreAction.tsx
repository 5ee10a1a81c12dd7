import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tutor/api-client';
import { Alert, ActionError, Button, Stack, TextArea, toast, useConfirm } from '@tutor/ui';
import { isChangedMeanwhile, isCheckRefusal, restoreVersion } from './registry-api';
import { REGISTRY_NS } from './registry.i18n';
import { useRegistryAction } from './use-registry-action';

interface Restore {
  id: number;
  note?: string;
}

/** Restores an earlier version after asking; one failing today's checks needs a note. */
export function RestoreAction({ id }: { id: number }) {
  const { t } = useTranslation(REGISTRY_NS);
  const [confirm, confirmDialog] = useConfirm();
  const [note, setNote] = useState('');
  const [noteErrors, setNoteErrors] = useState<string[]>([]);
  const restore = useRegistryAction<Restore>(
    (args) => restoreVersion(args.id, args.note),
    () => toast.success(t('history.restored', { id })),
  );
  const refused = isCheckRefusal(restore.error) || restore.variables?.note !== undefined;

  const ask = async () => {
    const yes = await confirm({
      title: t('history.restore_title', { id }),
      message: t('history.restore_message'),
      confirmLabel: t('history.restore'),
    });
    if (yes) restore.mutate({ id });
  };
  const restoreAnyway = () => {
    if (note.trim() === '') return setNoteErrors([t('publish.note_required')]);
    restore.mutate(
      { id, note: note.trim() },
      {
        onError: (error) => {
          if (error instanceof ApiError) setNoteErrors(error.fieldErrors.override_note ?? []);
        },
      },
    );
  };

  const error = restore.error;
  const shown =
    error !== null &&
    !isCheckRefusal(error) &&
    !isChangedMeanwhile(error) &&
    noteErrors.length === 0;
  return (
    <Stack gap={2}>
      {refused && !restore.isSuccess ? (
        <>
          <Alert>{t('history.restore_refused', { id })}</Alert>
          <TextArea
            label={t('history.restore_note')}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteErrors([]);
            }}
            errors={noteErrors}
          />
          <div>
            <Button variant="danger" onClick={restoreAnyway} busy={restore.isPending}>
              {t('history.restore_anyway')}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button
            variant="secondary"
            size="small"
            onClick={() => void ask()}
            busy={restore.isPending}
            aria-label={t('history.restore_label', { id })}
          >
            {t('history.restore')}
          </Button>
        </div>
      )}
      {shown ? <ActionError error={error} /> : null}
      {confirmDialog}
    </Stack>
  );
}
