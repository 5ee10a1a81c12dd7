import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// oauth2-mock-server ships ES modules only: its types come as an ES import, the module
// itself through import() (Jest's SWC transform and Node 20 both load it from CommonJS)
import type * as MockServerModule from 'oauth2-mock-server' with { 'resolution-mode': 'import' };
import type { MutableRedirectUri, MutableResponse } from 'oauth2-mock-server' with {
  'resolution-mode': 'import',
};

type MockServer = typeof MockServerModule;

/** The providers a test can fake; `vkid` is VK in OAUTH_VKONTAKTE_MODE=vkid. */
export type FakeProviderKind = 'google' | 'vkontakte' | 'vkid' | 'yandex';

/** The person who signs in at the fake provider. */
export interface FakeAccount {
  id: string;
  email?: string | null;
  emailVerified?: boolean;
  firstName?: string;
  lastName?: string;
  username?: string;
}

interface Shape {
  env: 'GOOGLE' | 'VKONTAKTE' | 'YANDEX';
  authorize: string;
  token: string;
  profile: string;
  profileMethod: 'GET' | 'POST';
}

/** Each provider's paths, so the OAUTH_* URLs look like the real ones. */
const SHAPES: Readonly<Record<FakeProviderKind, Shape>> = {
  google: {
    env: 'GOOGLE',
    authorize: '/o/oauth2/v2/auth',
    token: '/token',
    profile: '/v1/userinfo',
    profileMethod: 'GET',
  },
  vkontakte: {
    env: 'VKONTAKTE',
    authorize: '/authorize',
    token: '/access_token',
    profile: '/method/users.get',
    profileMethod: 'GET',
  },
  vkid: {
    env: 'VKONTAKTE',
    authorize: '/authorize',
    token: '/oauth2/auth',
    profile: '/oauth2/user_info',
    profileMethod: 'POST',
  },
  yandex: {
    env: 'YANDEX',
    authorize: '/authorize',
    token: '/token',
    profile: '/info',
    profileMethod: 'GET',
  },
};

interface IssuedCode {
  account: FakeAccount;
  clientId: string;
  redirectUri: string;
  challenge?: string;
  deviceId?: string;
}

/** A request the fake provider's profile endpoint got. */
export interface ProfileRequest {
  method: string;
  url: URL;
  authorization: string | undefined;
  body: URLSearchParams;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * A provider on a loopback port, built on oauth2-mock-server: its /authorize redirects
 * straight back with a code (or access_denied), its token endpoint checks the client, the
 * redirect URI and PKCE, and hooks give each provider its own answer shapes: VK's token
 * answer carries user_id and email and its profile is users.get's `{ response: [...] }`,
 * VK ID adds device_id and a POST user_info, Yandex wants `Authorization: OAuth <token>`.
 * Point the app at it with `env()`; the production code path is the same.
 */
export class FakeOAuthProvider {
  readonly clientId: string;
  readonly clientSecret: string;
  /** What the authorize, token and profile endpoints received, oldest first. */
  readonly authorizeRequests: URLSearchParams[] = [];
  readonly tokenRequests: Record<string, unknown>[] = [];
  readonly profileRequests: ProfileRequest[] = [];

  private account: FakeAccount = { id: '1000', email: null };
  private deny = false;
  private failing: 'token' | 'profile' | undefined;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, FakeAccount>();

  private readonly server: Server;
  private origin = '';

  private constructor(
    readonly kind: FakeProviderKind,
    private readonly issuer: InstanceType<MockServer['OAuth2Issuer']>,
    service: InstanceType<MockServer['OAuth2Service']>,
  ) {
    this.clientId = `${kind}-client-id`;
    this.clientSecret = `${kind}-client-secret`;
    const profilePath = SHAPES[kind].profile;
    this.server = createServer((req, res) => {
      if (new URL(req.url ?? '/', 'http://fake').pathname !== profilePath) {
        service.requestHandler(req, res);
        return;
      }
      this.answerProfile(req, res).catch(() => sendJson(res, 500, { error: 'server_error' }));
    });
    service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri, req: IncomingMessage) =>
      this.onAuthorize(redirect, req),
    );
    service.on('beforeResponse', (response: MutableResponse, req: { body: unknown }) =>
      this.onToken(response, req.body),
    );
  }

  /** Starts a fake `kind` provider on a free loopback port. */
  static async start(kind: FakeProviderKind): Promise<FakeOAuthProvider> {
    const mock: MockServer = await import('oauth2-mock-server');
    const shape = SHAPES[kind];
    const issuer = new mock.OAuth2Issuer();
    await issuer.keys.generate('RS256');
    const service = new mock.OAuth2Service(issuer, {
      authorize: shape.authorize,
      token: shape.token,
      userinfo: '/mock-userinfo',
    });
    const provider = new FakeOAuthProvider(kind, issuer, service);
    await provider.listen();
    return provider;
  }

  /** The provider's origin, e.g. http://127.0.0.1:41234. */
  get url(): string {
    return this.origin;
  }

  /** The app's OAUTH_<PROVIDER>_* variables for this provider. */
  env(): Record<string, string> {
    const shape = SHAPES[this.kind];
    const prefix = `OAUTH_${shape.env}`;
    return {
      [`${prefix}_CLIENT_ID`]: this.clientId,
      [`${prefix}_CLIENT_SECRET`]: this.clientSecret,
      [`${prefix}_AUTHORIZATION_URL`]: `${this.url}${shape.authorize}`,
      [`${prefix}_TOKEN_URL`]: `${this.url}${shape.token}`,
      [`${prefix}_PROFILE_URL`]: `${this.url}${shape.profile}`,
      ...(shape.env === 'VKONTAKTE'
        ? { OAUTH_VKONTAKTE_MODE: this.kind === 'vkid' ? 'vkid' : 'classic' }
        : {}),
    };
  }

  /** The account the next sign-ins are of. */
  signInAs(account: FakeAccount): void {
    this.account = account;
  }

  /** The next authorization answers error=access_denied (the person pressed cancel). */
  denyNextSignIn(): void {
    this.deny = true;
  }

  /** The next token or profile request fails with HTTP 500. */
  failNext(step: 'token' | 'profile'): void {
    this.failing = step;
  }

  private async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.origin = `http://127.0.0.1:${port}`;
    this.issuer.url = this.origin;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private onAuthorize(redirect: MutableRedirectUri, req: IncomingMessage): void {
    const query = new URL(req.url ?? '/', this.url).searchParams;
    this.authorizeRequests.push(query);
    const params = redirect.url.searchParams;
    const code = params.get('code');
    if (this.deny) {
      this.deny = false;
      params.delete('code');
      params.set('error', 'access_denied');
      params.set('error_description', 'The user denied access');
      return;
    }
    if (code === null) return;
    const issued: IssuedCode = {
      account: this.account,
      clientId: query.get('client_id') ?? '',
      redirectUri: query.get('redirect_uri') ?? '',
      challenge: query.get('code_challenge') ?? undefined,
    };
    if (this.kind === 'vkid') {
      issued.deviceId = randomUUID();
      params.set('device_id', issued.deviceId);
      params.set('type', 'code_v2');
      params.set('expires_in', '600');
    }
    this.codes.set(code, issued);
  }

  private onToken(response: MutableResponse, body: unknown): void {
    const request = typeof body === 'object' && body !== null ? { ...body } : {};
    this.tokenRequests.push(request);
    const refuse = (status: number, error: string): void => {
      response.statusCode = status;
      response.body = { error, error_description: `fake ${this.kind}: ${error}` };
    };
    if (this.failing === 'token') {
      this.failing = undefined;
      return refuse(500, 'server_error');
    }
    const get = (name: string): string | undefined =>
      text((request as Record<string, unknown>)[name]);
    const code = get('code') ?? '';
    const issued = this.codes.get(code);
    this.codes.delete(code);
    if (issued === undefined) return refuse(400, 'invalid_grant');
    if (get('client_id') !== this.clientId || issued.clientId !== this.clientId) {
      return refuse(401, 'invalid_client');
    }
    if (this.kind !== 'vkid' && get('client_secret') !== this.clientSecret) {
      return refuse(401, 'invalid_client');
    }
    if (get('redirect_uri') !== issued.redirectUri) return refuse(400, 'invalid_grant');
    // oauth2-mock-server checks a code_verifier it gets; a missing one is refused here
    if (issued.challenge !== undefined && get('code_verifier') === undefined) {
      return refuse(400, 'invalid_grant');
    }
    if (this.kind === 'vkid' && get('device_id') !== issued.deviceId) {
      return refuse(400, 'invalid_request');
    }
    const accessToken = `${this.kind}-token-${randomUUID()}`;
    this.tokens.set(accessToken, issued.account);
    response.body = this.tokenAnswer(accessToken, issued.account, response.body, get('state'));
  }

  private tokenAnswer(
    accessToken: string,
    account: FakeAccount,
    issued: MutableResponse['body'],
    state: string | undefined,
  ): Record<string, unknown> {
    const idToken = issued === '' ? undefined : issued.id_token;
    switch (this.kind) {
      case 'google':
        return {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 3599,
          id_token: idToken,
        };
      case 'vkontakte':
        return {
          access_token: accessToken,
          expires_in: 86400,
          user_id: Number(account.id),
          ...(account.email ? { email: account.email } : {}),
        };
      case 'vkid':
        return {
          access_token: accessToken,
          refresh_token: randomUUID(),
          id_token: idToken,
          token_type: 'Bearer',
          expires_in: 3600,
          user_id: Number(account.id),
          state,
          scope: 'email',
        };
      case 'yandex':
        return {
          access_token: accessToken,
          token_type: 'bearer',
          expires_in: 31536000,
          refresh_token: randomUUID(),
        };
    }
  }

  private async answerProfile(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const shape = SHAPES[this.kind];
    const url = new URL(req.url ?? '/', this.url);
    const body = new URLSearchParams(req.method === 'POST' ? await readBody(req) : '');
    const authorization = req.headers.authorization;
    this.profileRequests.push({ method: req.method ?? 'GET', url, authorization, body });
    if (this.failing === 'profile') {
      this.failing = undefined;
      return sendJson(res, 500, { error: 'server_error' });
    }
    if (req.method !== shape.profileMethod) return sendJson(res, 405, { error: 'method' });
    const token = this.tokenOf(url, body, authorization);
    const account = token === undefined ? undefined : this.tokens.get(token);
    if (account === undefined) {
      return this.kind === 'vkontakte'
        ? sendJson(res, 200, { error: { error_code: 5, error_msg: 'User authorization failed' } })
        : sendJson(res, 401, { error: 'invalid_token' });
    }
    sendJson(res, 200, this.profileAnswer(account));
  }

  /** Where each provider expects the token; anywhere else counts as none. */
  private tokenOf(
    url: URL,
    body: URLSearchParams,
    authorization: string | undefined,
  ): string | undefined {
    switch (this.kind) {
      case 'google':
        return (
          /^Bearer (.+)$/.exec(authorization ?? '')?.[1] ??
          url.searchParams.get('access_token') ??
          undefined
        );
      case 'vkontakte':
        return url.searchParams.get('access_token') ?? undefined;
      case 'vkid':
        return body.get('client_id') === this.clientId
          ? (body.get('access_token') ?? undefined)
          : undefined;
      case 'yandex': {
        const inQuery = url.searchParams.has('oauth_token') || url.searchParams.has('access_token');
        return inQuery ? undefined : /^OAuth (.+)$/.exec(authorization ?? '')?.[1];
      }
    }
  }

  private profileAnswer(account: FakeAccount): unknown {
    const { id, email = null, emailVerified = false, firstName, lastName, username } = account;
    switch (this.kind) {
      case 'google':
        return {
          sub: id,
          email,
          email_verified: emailVerified,
          given_name: firstName,
          family_name: lastName,
          name: [firstName, lastName].filter(Boolean).join(' '),
        };
      case 'vkontakte':
        return {
          response: [
            { id: Number(id), first_name: firstName, last_name: lastName, screen_name: username },
          ],
        };
      case 'vkid':
        return {
          user: {
            user_id: id,
            first_name: firstName,
            last_name: lastName,
            email,
            avatar: '',
            sex: 0,
            verified: false,
          },
        };
      case 'yandex':
        return {
          id,
          login: username,
          client_id: this.clientId,
          default_email: email,
          first_name: firstName,
          last_name: lastName,
          display_name: username,
          real_name: [firstName, lastName].filter(Boolean).join(' '),
        };
    }
  }
}
