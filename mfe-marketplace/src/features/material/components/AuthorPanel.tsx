import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Pencil, Trash2 } from 'lucide-react';
import { MaterialAccess, type MaterialPage } from '@tutor/contracts';
import {
  Alert,
  ActionError,
  Button,
  ButtonLink,
  Cluster,
  Stack,
  toast,
  useConfirm,
} from '@tutor/ui';
import { cataloguePath, editMaterialPath } from '../../../config/paths';
import type { useMaterialChanges } from '../hooks/use-material-changes';
import { PublishForm } from './PublishForm';
import { ShareLink } from './ShareLink';

interface Props {
  material: MaterialPage;
  changes: ReturnType<typeof useMaterialChanges>;
}

/** The author's side of their material: publish a version, share the link, edit, delete. */
export function AuthorPanel({ material, changes }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'material.author' });
  const navigate = useNavigate();
  const [confirm, confirmDialog] = useConfirm();

  const publish = async (changelog: string) => {
    const published = await changes.publish.mutateAsync(changelog);
    toast.success(t('published', { number: published.version?.number ?? 1 }));
  };
  const remove = async () => {
    const yes = await confirm({
      title: t('confirm_delete_title'),
      message: t('confirm_delete', { title: material.title }),
      confirmLabel: t('delete'),
      danger: true,
    });
    if (!yes) return;
    changes.remove.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('deleted', { title: material.title }));
        void navigate(cataloguePath('mine'));
      },
    });
  };

  return (
    <Stack gap={4}>
      <h2>{t('title')}</h2>
      {material.version === null ? <p>{t('draft')}</p> : null}
      {material.template_not_authored ? (
        <Alert tone="info">{t('not_authored')}</Alert>
      ) : material.access === MaterialAccess.Restricted ? (
        <p className="mp-muted">{t('restricted')}</p>
      ) : null}
      {material.access === MaterialAccess.Link && material.share_url ? (
        <ShareLink url={material.share_url} />
      ) : null}
      {material.template_not_authored ? null : (
        <PublishForm
          key={material.version?.id ?? 0}
          first={material.version === null}
          onPublish={publish}
        />
      )}
      <Cluster>
        <ButtonLink
          variant="secondary"
          to={editMaterialPath(material.id)}
          icon={<Pencil size={18} aria-hidden="true" />}
        >
          {t('edit')}
        </ButtonLink>
        <Button
          variant="danger"
          busy={changes.remove.isPending}
          icon={<Trash2 size={18} aria-hidden="true" />}
          onClick={() => void remove()}
        >
          {t('delete')}
        </Button>
      </Cluster>
      <ActionError error={changes.remove.error} />
      {confirmDialog}
    </Stack>
  );
}
