import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings } from '@tutor/contracts';
import { useAppSettings, useSession } from '@tutor/session';
import { ActionError, Button, Card, Field, Stack, toast, useLeaveWarning } from '@tutor/ui';
import { useSettingsForm } from '../../../shared/hooks/use-settings-form';
import { useSaveProfile } from '../hooks/use-save-profile';

/**
 * The roles until the app settings arrive: one array, since a selector answering a new
 * one on every call makes the store's subscription re-render for ever (React #185).
 */
const NO_ROLES: AppSettings['roles'] = [];

/** The name and phone of the signed-in user; the phone is required when the role says so. */
export function ProfileBlock() {
  const { t } = useTranslation('auth');
  const user = useSession((state) => state.user);
  const save = useSaveProfile();
  const roles = useAppSettings((state) => state.settings?.roles ?? NO_ROLES);
  const saved = { first_name: user?.first_name ?? '', phone: user?.phone ?? '' };
  const form = useSettingsForm(saved);
  useLeaveWarning(() => form.dirty);
  const { reset } = form;
  useEffect(() => {
    reset({ first_name: saved.first_name, phone: saved.phone });
    // the saved values are the user's; a new user object brings new ones
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.first_name, user?.phone]);
  if (!user) return null;

  const phoneRequired = roles.find((role) => role.id === user.role)?.phone_required === true;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await form.submit(save.mutateAsync);
    if (!answer) return;
    toast.success(t('settings.profile.saved'));
  };

  return (
    <Card className="auth-settings-card" aria-labelledby="settings-profile-title">
      <h2 id="settings-profile-title">{t('settings.profile.title')}</h2>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap={3}>
          <ActionError error={form.error} />
          <Field
            label={t('settings.profile.first_name')}
            name="first_name"
            autoComplete="given-name"
            value={form.values.first_name}
            errors={form.fieldErrors.first_name}
            onChange={(event) => form.setField('first_name', event.target.value)}
            required
          />
          <Field
            label={t('settings.profile.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={form.values.phone}
            hint={t(
              phoneRequired
                ? 'settings.profile.phone_required_hint'
                : 'settings.profile.phone_hint',
            )}
            errors={form.fieldErrors.phone}
            onChange={(event) => form.setField('phone', event.target.value)}
            required={phoneRequired}
          />
          <div>
            <Button type="submit" busy={form.busy}>
              {t('settings.profile.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
