import { useTranslation } from 'react-i18next';
import type { RegistryEntry } from '@tutor/contracts';
import { Alert, ActionError, Button, Card, Cluster, Stack, TextArea } from '@tutor/ui';
import { CheckResults } from './CheckResults';
import { PublishForm } from './PublishForm';
import { REGISTRY_NS } from './registry.i18n';
import { useProposal, type Checked } from './use-proposal';

function CheckSummary({ checked }: { checked: Checked }) {
  const { t } = useTranslation(REGISTRY_NS);
  const ok = checked.results.every((result) => result.ok);
  if (checked.refused) return <Alert>{t('editor.refused_on_publish')}</Alert>;
  return (
    <Alert tone={ok ? 'success' : 'error'}>
      {t(ok ? 'editor.checked_ok' : 'editor.checked_failed')}
    </Alert>
  );
}

/** The proposal: entries as JSON, prefilled with the live ones, checked, then published. */
export function ProposalEditor({ live }: { live: RegistryEntry[] }) {
  const { t } = useTranslation(REGISTRY_NS);
  const proposal = useProposal(live);
  const { checked } = proposal;
  return (
    <Card aria-labelledby="registry-editor-title">
      <Stack gap={3}>
        <h3 id="registry-editor-title">{t('editor.title')}</h3>
        <TextArea
          label={t('editor.label')}
          hint={t('editor.hint')}
          className="registry-json"
          rows={14}
          spellCheck={false}
          value={proposal.text}
          onChange={(event) => proposal.edit(event.target.value)}
          errors={proposal.problems}
        />
        <ActionError error={proposal.checkError} />
        <Cluster gap={2}>
          <Button onClick={proposal.check} busy={proposal.checking}>
            {t('editor.check')}
          </Button>
          <Button variant="secondary" onClick={proposal.reset} disabled={proposal.checking}>
            {t('editor.reset')}
          </Button>
        </Cluster>
        {checked === null ? null : (
          <Stack gap={3}>
            <h4>{t('checks.title')}</h4>
            <CheckSummary checked={checked} />
            <CheckResults results={checked.results} />
            <PublishForm
              checked={checked}
              onPublished={proposal.published}
              onRefused={proposal.recheckRefused}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
