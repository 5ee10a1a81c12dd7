import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import {
  AccountMessage,
  LoginStage,
  homePathForRole,
  type SocialPopupResult,
} from '@tutor/contracts';
import { useAppSettings, useSession } from '@tutor/session';
import { AccountForm } from '../../../shared/components/AccountForm';
import { followRedirect } from '../../../shared/lib/follow-redirect';
import { useAccountForm } from '../../../shared/hooks/use-account-form';
import { usePageTitle } from '@tutor/ui';
import { InviteNote } from './InviteNote';
import { ReferralOffer } from './ReferralOffer';
import { JoinTeacherCard } from './JoinTeacherCard';
import { useInviteInfo } from '../hooks/use-invite-info';
import { SocialSignInButtons } from './SocialSignInButtons';
import {
  GOOD_ADDRESS_MESSAGES,
  chooseRole,
  readPageData,
  type LoginPageData,
} from '../lib/page-data';
import { StageFields } from './StageFields';
import { SignedInMessage } from './SignedInMessage';
import { StageLinks } from './StageLinks';
import { useLoginFields, type SetLoginField } from '../hooks/use-login-fields';
import { useKeepRegistrationDraft, useRegistrationDraft } from '../hooks/use-registration-draft';
import { clearRegistrationDraft, withDraft } from '../lib/registration-draft';
import { DraftNotice } from './DraftNotice';

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
  // a reload of the registration stage comes back to it (a link with its own news does not)
  const draft = useRegistrationDraft(
    pageData.stage === LoginStage.Initial && pageData.message === null && pageData.email === '',
  );
  const [fields, set] = useLoginFields(
    withDraft(
      {
        stage: pageData.stage,
        email: pageData.email,
        ...(pageData.invite ? { invite: pageData.invite } : {}),
      },
      draft,
    ),
  );
  useKeepRegistrationDraft(fields);
  // said until the person leaves the restored stage (back to change the email, say)
  const [restored, setRestored] = useState(draft !== null);
  const [providerEmail, setProviderEmail] = useState(pageData.email);
  const stage = fields.stage;
  const toStage = (next: LoginStage) => {
    if (next !== LoginStage.Registration) setRestored(false);
    set('stage', next);
  };
  const invite = useInviteInfo(pageData.invite);
  // an invalid code is said above the form and no longer sent
  const sentInvite = invite.status === 'invalid' ? null : pageData.invite;
  usePageTitle(t(titleKey(pageData, user !== null, sentInvite !== null, stage)));

  const { showNote, clearFieldError } = form;
  const edit: SetLoginField = (field, value) => {
    set(field, value);
    clearFieldError(field);
  };

  // Settings arrive after the first render; a preset role is set once it is known.
  useEffect(() => {
    if (roleChoice.preset !== null) set('role', roleChoice.preset);
  }, [roleChoice.preset, set]);

  useEffect(() => {
    if (!pageData.message) return;
    const provider = pageData.provider ? t(`accounts.providers.${pageData.provider}`) : '';
    showNote({
      message: pageData.message,
      tone: GOOD_ADDRESS_MESSAGES.includes(pageData.message) ? 'success' : 'error',
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
    const { invite: _code, ...rest } = fields;
    const payload = sentInvite ? { ...rest, invite: sentInvite } : rest;
    // the referral code rides on the sign-ups only: sign-in takes no code
    const signUp = pageData.ref ? { ...payload, ref: pageData.ref } : payload;
    switch (stage) {
      case LoginStage.Initial:
      case LoginStage.Login:
        return form.submit('/login', payload, {
          [AccountMessage.RequestPassword]: () => toStage(LoginStage.Login),
          [AccountMessage.UserNotFound]: () => toStage(LoginStage.Registration),
        });
      case LoginStage.Registration:
        return form.submit('/registration', signUp).then((answer) => {
          if (answer?.redirect) clearRegistrationDraft();
        });
      case LoginStage.SocialCompletion:
        return form.submit('/oauth/registration', signUp, {
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

  // someone signed in already: an invite is answered by its card, otherwise go home
  if (pageData.invite !== null && user !== null) {
    return <JoinTeacherCard invite={pageData.invite} info={invite} user={user} />;
  }
  if (user !== null && pageData.message !== null) {
    const provider = pageData.provider ? t(`accounts.providers.${pageData.provider}`) : '';
    const params = { provider, email: pageData.email };
    return <SignedInMessage message={pageData.message} params={params} role={user.role} />;
  }
  if (user !== null) return <Navigate to={homePathForRole(user.role)} replace />;

  const signingIn = stage === LoginStage.Initial || stage === LoginStage.Login;
  return (
    <AccountForm
      title={t(`stage.${stage}.title`)}
      submitLabel={t(`stage.${stage}.submit`)}
      form={form}
      onSubmit={submit}
      intro={
        <>
          <InviteNote invite={invite} />
          {restored && stage === LoginStage.Registration ? <DraftNotice /> : null}
          {pageData.ref !== null && pageData.invite === null ? <ReferralOffer /> : null}
        </>
      }
      footer={
        <>
          <StageLinks stage={stage} onStage={toStage} />
          {signingIn ? <SocialSignInButtons onResult={onSocialResult} invite={sentInvite} /> : null}
        </>
      }
    >
      <StageFields
        fields={fields}
        set={edit}
        errors={form.fieldErrors}
        roles={roles}
        roleSelectable={roleChoice.selectable}
        clearError={clearFieldError}
        onChangeEmail={() => toStage(LoginStage.Initial)}
        providerEmail={providerEmail}
        restored={restored}
      />
    </AccountForm>
  );
}

/** The tab title of what /login shows: the join card, a signed-in notice, or the stage. */
function titleKey(
  pageData: LoginPageData,
  signedIn: boolean,
  inviting: boolean,
  stage: LoginStage,
): string {
  if (signedIn && pageData.invite !== null) return 'invite.title';
  if (signedIn && pageData.message !== null) return 'signed_in.title';
  if (inviting && stage === LoginStage.Initial) return 'invite.page_title';
  return `stage.${stage}.title`;
}
