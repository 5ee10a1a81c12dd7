import { useTranslation } from 'react-i18next';
import { Alert } from '@tutor/ui';
import { OPERATOR_NS } from './operator.i18n';

/** A registry version served to part of the users (developer B's rollout state). */
export interface CanaryShare {
  version: number;
  percent?: number;
  accounts?: number;
}

export interface RegistryBannersProps {
  canary?: CanaryShare;
  /** Why the last proposed registry was refused; nothing when none was. */
  refusedProblem?: string | null;
}

/** What the operators must know about the registry itself before its entries. */
export function RegistryBanners({ canary, refusedProblem }: RegistryBannersProps) {
  const { t } = useTranslation(OPERATOR_NS);
  return (
    <>
      {refusedProblem ? <Alert>{t('refused', { problem: refusedProblem })}</Alert> : null}
      {canary === undefined ? null : (
        <Alert tone="info">
          {canary.percent !== undefined
            ? t('canary_percent', { version: canary.version, percent: canary.percent })
            : t('canary_accounts', { version: canary.version, accounts: canary.accounts ?? 0 })}
        </Alert>
      )}
    </>
  );
}
