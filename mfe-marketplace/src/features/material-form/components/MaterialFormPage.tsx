import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { ClipboardList, Plus } from 'lucide-react';
import {
  QueryStatus,
  ButtonLink,
  EmptyState,
  PageHeader,
  TextLink,
  usePageTitle,
  RoleGate,
} from '@tutor/ui';
import { cataloguePath, materialPath, NEW_TASK_PATH } from '../../../config/paths';
import { useMaterialQuery } from '../../../shared/hooks/use-material-query';
import { useTasksQuery } from '../hooks/use-template-tasks';
import { MaterialForm } from './MaterialForm';
import '../../../shared/styles/marketplace.css';
import { ROLE_TEACHER } from '@tutor/contracts';

/** /marketplace/new?task=<id> and /marketplace/materials/:materialId/edit: the material form. */
export function MaterialFormPage() {
  return (
    <RoleGate allow={[ROLE_TEACHER]}>
      <FormRoute />
    </RoleGate>
  );
}

function positive(value: string | null | undefined): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function FormRoute() {
  const { materialId } = useParams();
  const [params] = useSearchParams();
  if (materialId === undefined) return <NewMaterial templateId={positive(params.get('task'))} />;
  const id = positive(materialId);
  return id === null ? <NotFound /> : <EditMaterial key={id} id={id} />;
}

function Shell({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  const { t } = useTranslation('marketplace');
  usePageTitle(title);
  return (
    <div className="mp-page mp-form-page">
      <p className="mp-back">
        <TextLink to={back}>{t('form.back')}</TextLink>
      </p>
      <PageHeader title={title} />
      {children}
    </div>
  );
}

function NewMaterial({ templateId }: { templateId: number | null }) {
  const { t } = useTranslation('marketplace');
  const tasks = useTasksQuery();
  let body: ReactNode = <QueryStatus query={tasks} />;
  if (tasks.data?.length === 0) body = <NoTasks />;
  else if (tasks.data) {
    body = <MaterialForm material={null} tasks={tasks.data} templateId={templateId} />;
  }
  return (
    <Shell title={t('form.new_title')} back={cataloguePath('mine')}>
      {body}
    </Shell>
  );
}

function EditMaterial({ id }: { id: number }) {
  const { t } = useTranslation('marketplace');
  const material = useMaterialQuery(id);
  const tasks = useTasksQuery();
  let body: ReactNode = <QueryStatus query={[material, tasks]} />;
  // Only the author edits a material.
  if (material.data?.mine === false) body = <EmptyState title={t('material.not_found')} />;
  else if (material.data && tasks.data) {
    body = <MaterialForm material={material.data} tasks={tasks.data} templateId={null} />;
  }
  return (
    <Shell title={t('form.edit_title')} back={materialPath(id)}>
      {body}
    </Shell>
  );
}

function NotFound() {
  const { t } = useTranslation('marketplace');
  return (
    <Shell title={t('form.edit_title')} back={cataloguePath('mine')}>
      <EmptyState title={t('material.not_found')} />
    </Shell>
  );
}

function NoTasks() {
  const { t } = useTranslation('marketplace', { keyPrefix: 'form' });
  return (
    <EmptyState
      title={t('no_tasks')}
      icon={<ClipboardList size={32} />}
      action={
        <ButtonLink to={NEW_TASK_PATH} icon={<Plus size={18} aria-hidden="true" />}>
          {t('create_task')}
        </ButtonLink>
      }
    >
      <p>{t('no_tasks_text')}</p>
    </EmptyState>
  );
}
