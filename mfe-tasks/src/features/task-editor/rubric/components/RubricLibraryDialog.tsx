import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rubricMaxPoints, type LibraryRubric, type Rubric } from '@tutor/contracts';
import { ActionError, Button, QueryStatus, toast, useConfirm } from '@tutor/ui';
import { useRubricChanges, useRubrics } from '../hooks/use-rubrics';
import '../../components/task-editor.css';

interface Props {
  /** The question's rubric, to replace a library one with; null when it has none. */
  current: Rubric | null;
  onUse: (rubric: LibraryRubric) => void;
  onClose: () => void;
}

/**
 * The teacher's rubric library: use one (copied into the question), replace one with the
 * question's rubric, delete one. A modal <dialog>: Esc or Close closes it.
 */
export function RubricLibraryDialog({ current, onUse, onClose }: Props) {
  const { t } = useTranslation('tasks', { keyPrefix: 'rubric' });
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const rubrics = useRubrics();
  const { update, remove } = useRubricChanges();
  const [confirm, confirmDialog] = useConfirm();

  useEffect(() => {
    const dialog = ref.current;
    const trigger = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => trigger?.focus();
  }, []);

  const drop = async (rubric: LibraryRubric) => {
    const yes = await confirm({
      title: t('confirm_delete_title'),
      message: t('confirm_delete'),
      confirmLabel: t('delete'),
      danger: true,
    });
    if (yes) remove.mutate(rubric.id, { onSuccess: () => toast.success(t('deleted')) });
  };
  const replace = (rubric: LibraryRubric) => {
    if (current === null) return;
    update.mutate(
      { id: rubric.id, rubric: current },
      { onSuccess: () => toast.success(t('replaced')) },
    );
  };
  const items = rubrics.data?.items ?? [];

  return (
    <dialog
      ref={ref}
      className="ui-dialog tasks-bank-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={`${id}-title`}>{t('library_title')}</h2>
      <QueryStatus query={rubrics} />
      <ActionError error={update.error ?? remove.error} />
      {rubrics.data && items.length === 0 ? <p className="ui-hint">{t('library_empty')}</p> : null}
      <ul className="tasks-bank-list">
        {items.map((rubric) => (
          <li key={rubric.id} className="tasks-bank-item tasks-rubric-item">
            <span className="tasks-bank-label">
              <span className="tasks-bank-text">{rubric.title}</span>
              <span className="ui-hint">
                {t('library_item', {
                  criteria: t('criteria', { count: rubric.criteria.length }),
                  points: t('points', { count: rubricMaxPoints(rubric) }),
                })}
              </span>
            </span>
            <span className="ui-cluster">
              <Button
                size="small"
                aria-label={t('use_named', { title: rubric.title })}
                onClick={() => onUse(rubric)}
              >
                {t('use')}
              </Button>
              {current ? (
                <Button
                  variant="secondary"
                  size="small"
                  busy={update.isPending && update.variables.id === rubric.id}
                  aria-label={t('replace_named', { title: rubric.title })}
                  onClick={() => replace(rubric)}
                >
                  {t('replace')}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                size="small"
                busy={remove.isPending && remove.variables === rubric.id}
                aria-label={t('delete_named', { title: rubric.title })}
                onClick={() => void drop(rubric)}
              >
                {t('delete')}
              </Button>
            </span>
          </li>
        ))}
      </ul>
      <div className="ui-cluster ui-cluster-end">
        <Button variant="ghost" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
      {confirmDialog}
    </dialog>
  );
}
