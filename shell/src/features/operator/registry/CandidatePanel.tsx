import { useTranslation } from 'react-i18next';
import { ActionError, Button, Card, Cluster, Stack, toast, useConfirm } from '@tutor/ui';
import { isChangedMeanwhile, promoteCandidate, rollBackCandidate } from './registry-api';
import type { RegistryCandidate } from './registry-api.types';
import { REGISTRY_NS } from './registry.i18n';
import { useRegistryAction } from './use-registry-action';
import { VersionEntries } from './VersionEntries';
import { whenOf, whoOf } from './version-meta';

function useRolloutText(): (candidate: RegistryCandidate) => string {
  const { t } = useTranslation(REGISTRY_NS);
  return ({ percent, accounts }) =>
    percent === null
      ? t('candidate.accounts', { accounts: accounts.join(', ') })
      : t('candidate.percent', { percent });
}

interface Props {
  candidate: RegistryCandidate;
  liveId: number;
}

/** The canary or preview version beside the live one: promote it, or roll it back. */
export function CandidatePanel({ candidate: served, liveId }: Props) {
  const candidate = served.version;
  const { t, i18n } = useTranslation(REGISTRY_NS);
  const rolloutText = useRolloutText();
  const [confirm, confirmDialog] = useConfirm();
  const id = candidate.id;
  const promote = useRegistryAction<void>(promoteCandidate, () =>
    toast.success(t('candidate.promoted', { id })),
  );
  const rollBack = useRegistryAction<void>(rollBackCandidate, () =>
    toast.success(t('candidate.rolled_back', { id })),
  );
  const pending = promote.isPending || rollBack.isPending;
  const askRollBack = async () => {
    const yes = await confirm({
      title: t('candidate.confirm_title', { id }),
      message: t('candidate.confirm_message', { live: liveId }),
      confirmLabel: t('candidate.rollback'),
      danger: true,
    });
    if (yes) rollBack.mutate();
  };
  const error = [promote.error, rollBack.error].find((e) => e !== null && !isChangedMeanwhile(e));
  const meta = { id, when: whenOf(candidate, i18n.language), who: whoOf(candidate, t) };
  return (
    <Card aria-labelledby="registry-candidate-title">
      <Stack gap={3}>
        <h3 id="registry-candidate-title">{t('candidate.title')}</h3>
        <p className="registry-muted">{t('live.meta', meta)}</p>
        <p className="registry-rollout">{rolloutText(served)}</p>
        {candidate.note === null ? null : <p>{candidate.note}</p>}
        <VersionEntries id={id} entries={candidate.remotes} />
        <ActionError error={error} />
        <Cluster gap={2}>
          <Button onClick={() => promote.mutate()} busy={promote.isPending} disabled={pending}>
            {t('candidate.promote')}
          </Button>
          <Button
            variant="danger"
            onClick={() => void askRollBack()}
            busy={rollBack.isPending}
            disabled={pending}
          >
            {t('candidate.rollback')}
          </Button>
        </Cluster>
      </Stack>
      {confirmDialog}
    </Card>
  );
}
