import type { SocialProvider } from '@tutor/contracts';
import type { ProviderProfile } from './provider-profile';

/** How the callback answers: to the popup's opener, or (popup blocked) with a redirect. */
export type OAuthDisplay = 'popup' | 'page';

/** One provider's sign-in in progress, from GET /oauth/{provider} to its callback. */
export interface OAuthFlow {
  startedAt: number;
  display: OAuthDisplay;
  /** ?state=connect: the signed-in user the account is to be linked to. */
  connectUserId?: number;
  /** The state sent to the provider and the PKCE verifier (SessionStateStore). */
  handle?: string;
  verifier?: string;
  /** ?invite=<code>: a student signed in or registered by this flow joins that teacher. */
  invite?: string;
}

/** A provider account no user has yet, waiting for stage 3 (POST /oauth/registration). */
export interface PendingRegistration {
  profile: ProviderProfile;
  startedAt: number;
  /** The invite code of the flow that found no user (OAuthFlow.invite). */
  invite?: string;
}

/** Each strategy keeps its flow under its own session key, `oauth:<provider>`. */
export type OAuthFlowKey = `oauth:${SocialProvider}`;
type OAuthFlowKeys = { [P in SocialProvider as `oauth:${P}`]?: OAuthFlow };

declare module 'express-session' {
  interface SessionData extends OAuthFlowKeys {
    oauthRegistration?: PendingRegistration;
  }
}

export function flowKey(provider: SocialProvider): OAuthFlowKey {
  return `oauth:${provider}`;
}

/** A flow or a pending registration is good for this long. */
export const OAUTH_FLOW_LIFETIME_MS = 30 * 60_000;
