import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AccountMessage, LoginStage, ROLE_STUDENT, type SocialPopupResult } from '@tutor/contracts';
import { useAppSettings, useSession } from '@tutor/session';
import { AccountForm } from '../account-answer/AccountForm';
import { followRedirect } from '../account-answer/follow-redirect';
import { useAccountForm } from '../account-answer/use-account-form';
import { JoinTeacherCard } from '../invite/JoinTeacherCard';
import { SocialSignInButtons } from '../social/SocialSignInButtons';
import { chooseRole, readPageData } from './page-data';
import { StageFields } from './StageFields';
import { StageLinks } from './StageLinks';
import { useLoginFields } from './use-login-fields';

/** /login: sign-in, registration, social completion and restore, as the spec's stages. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [query] = useSearchParams();
  const [pageData] = useState(() => readPageData(query));
  const settings = useAppSettings((state) => state.settings);
  const user = useSession((state) => state.user);
  const roles = settings?.roles ?? [];
  const roleChoice = chooseRole(roles, pageData.asStudent);
  const form = useAccountForm();
  const [fields, set] = useLoginFields({
    stage: pageData.stage,
    email: pageData.email,
    ...(pageData.invite ? { invite: pageData.invite } : {}),
  });
  const [providerEmail, setProviderEmail] = useState(pageData.email);
  const stage = fields.stage;
  const toStage = (next: LoginStage) => set('stage', next);

  const { showNote } = form;

  // Settings arrive after the first render; a preset role is set once it is known.
  useEffect(() => {
    if (roleChoice.preset !== null) set('role', roleChoice.preset);
  }, [roleChoice.preset, set]);

  useEffect(() => {
    if (!pageData.message) return;
    const provider = pageData.provider ? t(`accounts.providers.${pageData.provider}`) : '';
    showNote({
      message: pageData.message,
      tone: 'error',
      params: { provider, email: pageData.email },
    });
  }, [pageData.message, pageData.provider, pageData.email, showNote, t]);

  const onSocialResult = (result: SocialPopupResult) => {
    if ('redirect' in result) return followRedirect(result.redirect);
    if ('message' in result && result.message === AccountMessage.OauthRegistration) {
      const email = 'email' in result && typeof result.email === 'string' ? result.email : '';
      setProviderEmail(email);
      set('email', email);
      return toStage(LoginStage.SocialCompletion);
    }
    if ('message' in result) showNote({ message: result.message, tone: 'error' });
  };

  const submit = () => {
    const payload = { ...fields };
    switch (stage) {
      case LoginStage.Initial:
      case LoginStage.Login:
        return form.submit('/login', payload, {
          [AccountMessage.RequestPassword]: () => toStage(LoginStage.Login),
          [AccountMessage.UserNotFound]: () => toStage(LoginStage.Registration),
        });
      case LoginStage.Registration:
        return form.submit('/registration', payload);
      case LoginStage.SocialCompletion:
        return form.submit('/oauth/registration', payload, {
          [AccountMessage.PasswordLinkSent]: 'success',
        });
      case LoginStage.Restore:
        return form.submit(
          '/password/email',
          { email: fields.email },
          { [AccountMessage.PasswordsSent]: 'success' },
        );
    }
  };

  // a student who is signed in already joins without signing in again
  if (pageData.invite && user?.role === ROLE_STUDENT) {
    return <JoinTeacherCard invite={pageData.invite} name={user.first_name} />;
  }

  const signingIn = stage === LoginStage.Initial || stage === LoginStage.Login;
  return (
    <AccountForm
      title={t(`stage.${stage}.title`)}
      submitLabel={t(`stage.${stage}.submit`)}
      form={form}
      onSubmit={submit}
      footer={
        <>
          <StageLinks stage={stage} onStage={toStage} />
          {signingIn ? (
            <SocialSignInButtons onResult={onSocialResult} invite={pageData.invite} />
          ) : null}
        </>
      }
    >
      <StageFields
        fields={fields}
        set={set}
        errors={form.fieldErrors}
        roles={roles}
        roleSelectable={roleChoice.selectable}
        clearError={form.clearFieldError}
        providerEmail={providerEmail}
      />
    </AccountForm>
  );
}
