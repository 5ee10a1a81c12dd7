import { useTranslation } from 'react-i18next';
import { formatDate } from '@tutor/i18n';
import { Button, Cluster, useConfirm } from '@tutor/ui';

interface Props {
  /** The number of the newer version. */
  version: number;
  until: number | null;
  busy: boolean;
  onUpdate: () => void;
  onKeep: () => void;
}

/** "Вышла версия N": the owner takes it into their copy, or keeps the copy as it is. */
export function UpdateNotice({ version, until, busy, onUpdate, onKeep }: Props) {
  const { t } = useTranslation('marketplace', { keyPrefix: 'material' });
  const [confirm, confirmDialog] = useConfirm();
  const update = async () => {
    const yes = await confirm({
      title: t('update_confirm_title', { number: version }),
      message: t('update_confirm_text', { number: version }),
      confirmLabel: t('update_copy'),
      cancelLabel: t('keep_copy'),
    });
    if (yes) onUpdate();
  };
  return (
    <div className="mp-notice">
      <h3>{t('update_title', { number: version })}</h3>
      {until !== null ? <p>{t('update_text', { date: formatDate(until) })}</p> : null}
      <Cluster>
        <Button busy={busy} onClick={() => void update()}>
          {t('update_copy')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onKeep}>
          {t('keep_copy')}
        </Button>
      </Cluster>
      {confirmDialog}
    </div>
  );
}
