import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialPage, TaskSummary } from '@tutor/contracts';
import {
  ActionError,
  Button,
  Card,
  useUnsavedWarning,
  FormErrorSummary,
  errorsNotUnder,
} from '@tutor/ui';
import { errorsOf } from '../../../shared/lib/failure';
import { useKeptDraft } from '../hooks/use-kept-draft';
import { useMaterialSave } from '../hooks/use-material-save';
import { useSellsPaid } from '../hooks/use-sells-paid';
import {
  draftFromMaterial,
  emptyDraft,
  toMaterialInput,
  toPatch,
  type MaterialDraft,
} from '../lib/draft';
import { sameDraft } from '../lib/kept-draft';
import { AccessFields } from './AccessFields';
import { CoverField } from './CoverField';
import { MaterialMainFields } from './MaterialMainFields';
import { PlanNotice } from './PlanNotice';
import { PreviewQuestionsField } from './PreviewQuestionsField';
import { RestoredNotice } from './RestoredNotice';
import { TemplateField } from './TemplateField';

interface Props {
  /** null for a new material. */
  material: MaterialPage | null;
  tasks: TaskSummary[];
  /** A new material's template, from ?task= (the tasks remote links here with it). */
  templateId: number | null;
}

/** The 422 fields this form shows under a control; any other goes to the summary alert. */
const PLACED = [
  'template_id',
  'title',
  'subject',
  'grade',
  'exams',
  'description',
  'access',
  'price',
  'cover_file_id',
  'preview_questions',
];

function initialDraft({ material, tasks, templateId }: Props): MaterialDraft {
  if (material) return draftFromMaterial(material);
  const task = tasks.find((item) => item.id === templateId);
  return { ...emptyDraft(task ? task.id : null), title: task?.title ?? '' };
}

/**
 * Every field of MaterialInput; saving opens the material's page. The values are kept in
 * the browser as they are typed (restored, with a note, on the next visit), so leaving
 * loses nothing; only when the browser refuses to keep them does leaving warn. A teacher
 * off the paid plan is told up front that selling needs it.
 */
export function MaterialForm(props: Props) {
  const { material, tasks } = props;
  const { t } = useTranslation('marketplace');
  const kept = useKeptDraft(material?.id ?? null, () => initialDraft(props));
  const { draft, setDraft } = kept;
  const sellsPaid = useSellsPaid();
  const warning = useUnsavedWarning(!kept.kept && !sameDraft(draft, kept.baseline), {
    title: t('form.unsaved_title'),
    message: t('form.unsaved_text'),
    confirmLabel: t('form.unsaved_leave'),
    cancelLabel: t('form.unsaved_stay'),
  });
  const saving = useMaterialSave(material, () => {
    warning.allowLeave();
    kept.forget();
  });
  const errors = saving.failure.fields;
  const unplaced = errorsNotUnder(errors, PLACED);

  const set = <K extends keyof MaterialDraft>(field: K, value: MaterialDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    saving.forget(field === 'cover' ? 'cover_file_id' : field);
  };
  const chooseTemplate = (id: number | null) => {
    const task = tasks.find((item) => item.id === id);
    // Another task has other questions; an empty title takes the task's.
    setDraft((current) => ({
      ...current,
      template_id: id,
      preview_questions: [],
      title: current.title.trim() === '' && task ? task.title : current.title,
    }));
    saving.forget('template_id');
    saving.forget('preview_questions');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toMaterialInput(draft, {
      template_id: t('form.choose_task'),
      subject: t('form.choose_subject'),
      grade: t('form.choose_grade'),
      price: t('form.price_invalid'),
    });
    if (checked.errors) saving.refuse(checked.errors);
    else void saving.save(checked.input, toPatch(checked.input, draft));
  };

  return (
    <form className="mp-form" noValidate onSubmit={submit}>
      {sellsPaid === false ? <PlanNotice /> : null}
      {kept.restored ? <RestoredNotice onDiscard={kept.discard} /> : null}
      <Card className="mp-form-card">
        <TemplateField
          tasks={tasks}
          value={draft.template_id}
          errors={errorsOf(errors, 'template_id')}
          onChange={chooseTemplate}
        />
        <MaterialMainFields draft={draft} errors={errors} set={set} />
        <AccessFields
          access={draft.access}
          price={draft.price}
          errors={errors}
          onAccess={(access) => set('access', access)}
          onPrice={(price) => set('price', price)}
        />
        <CoverField
          cover={draft.cover}
          errors={errorsOf(errors, 'cover_file_id')}
          onChange={(cover) => set('cover', cover)}
        />
        <PreviewQuestionsField
          templateId={draft.template_id}
          selected={draft.preview_questions}
          errors={errorsOf(errors, 'preview_questions')}
          onChange={(positions) => set('preview_questions', positions)}
        />
      </Card>
      <ActionError error={saving.failure.error} />
      <FormErrorSummary errors={errors} unplaced={unplaced} />
      <div className="mp-form-actions">
        <Button type="submit" busy={saving.busy}>
          {material ? t('form.save') : t('form.create')}
        </Button>
      </div>
      {warning.dialog}
    </form>
  );
}
