import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentGroup, StudentGroupInput, StudentSummary } from '@tutor/contracts';
import { ActionError, Button, toast, useConfirm } from '@tutor/ui';
import { createGroup } from '../api/create-group';
import { deleteGroup } from '../api/delete-group';
import { updateGroup } from '../api/update-group';
import { GroupForm } from './GroupForm';
import { GroupRow } from './GroupRow';

interface Props {
  groups: StudentGroup[];
  students: StudentSummary[];
  onChange: (change: (groups: StudentGroup[]) => StudentGroup[]) => void;
}

/** 'new' while creating, a group's id while editing it. */
type Editing = 'new' | number | null;

/** The teacher's groups: create, edit name and members, delete. */
export function GroupsPanel({ groups, students, onChange }: Props) {
  const { t } = useTranslation('tasks');
  const [editing, setEditing] = useState<Editing>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [confirm, confirmDialog] = useConfirm();

  const create = async (input: StudentGroupInput) => {
    const group = await createGroup(input);
    onChange((list) => [...list, group]);
    setEditing(null);
    toast.success(t('groups.saved'));
  };
  const save = (id: number) => async (input: StudentGroupInput) => {
    const group = await updateGroup(id, input);
    onChange((list) => list.map((item) => (item.id === id ? group : item)));
    setEditing(null);
    toast.success(t('groups.saved'));
  };
  const remove = async ({ id, name }: StudentGroup) => {
    const yes = await confirm({
      title: t('groups.confirm_delete_title'),
      message: t('groups.confirm_delete', { name }),
      confirmLabel: t('common.delete'),
      danger: true,
    });
    if (!yes) return;
    setBusy(id);
    setError(null);
    try {
      await deleteGroup(id);
      onChange((list) => list.filter((item) => item.id !== id));
      toast.success(t('groups.deleted', { name }));
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="tasks-panel" aria-labelledby="tasks-groups-title">
      <h2 id="tasks-groups-title">{t('groups.title')}</h2>
      <ActionError error={error} />
      {editing === 'new' ? (
        <GroupForm
          title={t('groups.create_title')}
          initial={{ name: '', student_ids: [] }}
          students={students}
          onSave={create}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing('new')}>{t('groups.create')}</Button>
      )}
      {groups.length === 0 ? <p className="ui-hint">{t('groups.empty')}</p> : null}
      <ul className="tasks-rows">
        {groups.map((group) =>
          editing === group.id ? (
            <li key={group.id}>
              <GroupForm
                title={t('groups.edit_title', { name: group.name })}
                initial={group}
                students={students}
                onSave={save(group.id)}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <GroupRow
              key={group.id}
              group={group}
              students={students}
              busy={busy === group.id}
              onEdit={() => setEditing(group.id)}
              onDelete={() => void remove(group)}
            />
          ),
        )}
      </ul>
      {confirmDialog}
    </section>
  );
}
