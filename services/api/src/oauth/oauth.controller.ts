import { Controller, Get, Logger, Param, Req, Res } from '@nestjs/common';
import { Public } from '../common/access/public.decorator';
import {
  INVITE_CODE_MAX,
  isSocialProvider,
  type SocialPopupResult,
  type SocialProvider,
} from '@tutor/contracts';
import type { Request, Response } from 'express';
import { Clock } from '../common/clock/clock.service';
import { AppConfig } from '../config/app-config';
import { RequestLocale } from '../i18n/locale.decorator';
import type { Locale } from '../i18n/locale';
import { SessionService } from '../sessions/session.service';
import { RateLimit } from '../throttle/rate-limit.decorator';
import { OAuthErrorCode, OAuthException } from './oauth.errors';
import {
  pageFlowTarget,
  renderResultPage,
  renderTelegramPage,
  type RenderedPage,
} from './oauth-page';
import {
  OAUTH_FLOW_LIFETIME_MS,
  flowKey,
  type OAuthDisplay,
  type OAuthFlow,
} from './oauth-session';
import { OAuthSignInService } from './oauth-sign-in.service';
import { OAuthStrategies } from './oauth-strategies.service';
import { providerName } from './provider-name';
import type { ProviderProfile } from './provider-profile';
import { checkTelegramLogin } from './telegram-login';
import { ApiAnswer } from '../common/openapi/api-answer.decorator';
import { ApiFoundResponse, ApiQuery } from '@nestjs/swagger';

function queryText(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * GET /oauth/{provider} starts a provider's sign-in (or, with ?state=connect, the linking
 * of its account to the signed-in user); GET /oauth/{provider}/callback finishes it with
 * a page that posts the result to the popup's opener, or a redirect with ?display=page.
 * Both keep window.opener: Cross-Origin-Opener-Policy unsafe-none.
 */
@Public()
@Controller('oauth')
export class OAuthController {
  private readonly logger = new Logger(OAuthController.name);

  constructor(
    private readonly strategies: OAuthStrategies,
    private readonly signIn: OAuthSignInService,
    private readonly sessions: SessionService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Public (connect needs a signed-in user, answered like any result). */
  @Get(':provider')
  @RateLimit()
  @ApiAnswer({ type: 'string', description: 'the popup page' }, 'text/html')
  @ApiFoundResponse({ description: 'to the provider, or with display=page to the app' })
  @ApiQuery({ name: 'display', required: false, enum: ['popup', 'page'] })
  @ApiQuery({ name: 'state', required: false, enum: ['connect'] })
  @ApiQuery({
    name: 'invite',
    required: false,
    schema: { type: 'string', maxLength: INVITE_CODE_MAX },
  })
  async start(
    @Param('provider') name: string,
    @Req() req: Request,
    @Res() res: Response,
    @RequestLocale() locale: Locale,
  ): Promise<void> {
    const provider = this.requireEnabled(name);
    res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    const display: OAuthDisplay = queryText(req, 'display') === 'page' ? 'page' : 'popup';
    const flow: OAuthFlow = { startedAt: this.clock.now(), display };
    const invite = queryText(req, 'invite');
    if (invite !== undefined && invite !== '' && invite.length <= INVITE_CODE_MAX) {
      flow.invite = invite;
    }
    if (queryText(req, 'state') === 'connect') {
      flow.connectUserId = this.sessions.userId(req);
      if (flow.connectUserId === undefined) {
        const result = this.signIn.message('oauth.sign_in_to_connect', { provider }, locale);
        return this.answer(res, display, provider, result, locale);
      }
    }
    req.session[flowKey(provider)] = flow;
    if (provider === 'telegram') return this.telegramWidget(res, locale);
    if (!this.strategies.isEnabled(provider))
      throw new OAuthException(OAuthErrorCode.UnknownProvider);
    const outcome = await this.strategies.authenticate(provider, req, res);
    if (outcome.kind === 'redirected' || res.headersSent) return;
    delete req.session[flowKey(provider)];
    this.logger.warn(
      { err: outcome.kind === 'error' ? outcome.error : undefined },
      `${provider} did not start`,
    );
    this.answer(
      res,
      display,
      provider,
      this.signIn.message('oauth.provider_error', { provider }, locale),
      locale,
    );
  }

  /** Public: where the provider sends the browser back. */
  @Get(':provider/callback')
  @RateLimit()
  @ApiAnswer(
    { type: 'string', description: 'the page that posts the result to the opener' },
    'text/html',
  )
  @ApiFoundResponse({ description: 'with display=page: back to the app' })
  async callback(
    @Param('provider') name: string,
    @Req() req: Request,
    @Res() res: Response,
    @RequestLocale() locale: Locale,
  ): Promise<void> {
    const provider = this.requireEnabled(name);
    res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    const flow = req.session[flowKey(provider)];
    const result = await this.finish(provider, flow, req, res, locale);
    if (res.headersSent) return;
    this.answer(res, flow?.display ?? 'popup', provider, result, locale);
  }

  private async finish(
    provider: SocialProvider,
    flow: OAuthFlow | undefined,
    req: Request,
    res: Response,
    locale: Locale,
  ): Promise<SocialPopupResult> {
    const message = (key: Parameters<OAuthSignInService['message']>[0]): SocialPopupResult =>
      this.signIn.message(key, { provider }, locale);
    const error = queryText(req, 'error');
    if (error !== undefined || req.query.error !== undefined) {
      delete req.session[flowKey(provider)];
      return message(error === 'access_denied' ? 'oauth.denied' : 'oauth.provider_error');
    }
    if (flow === undefined || this.clock.now() - flow.startedAt > OAUTH_FLOW_LIFETIME_MS) {
      delete req.session[flowKey(provider)];
      return message('oauth.state_mismatch');
    }
    const profile = await this.confirmedProfile(provider, req, res);
    if (!('id' in profile)) return message(profile.failure);
    return this.signIn.complete(profile, flow, req, res, locale);
  }

  /** The provider's confirmation of the account, or why there is none. */
  private async confirmedProfile(
    provider: SocialProvider,
    req: Request,
    res: Response,
  ): Promise<
    | ProviderProfile
    | { failure: 'oauth.state_mismatch' | 'oauth.provider_error' | 'oauth.telegram_invalid' }
  > {
    if (provider === 'telegram') {
      delete req.session[flowKey(provider)];
      const botToken = this.config.oauth.telegram?.botToken ?? '';
      const check = checkTelegramLogin(req.query, botToken, this.clock.now());
      return check.ok ? check.profile : { failure: 'oauth.telegram_invalid' };
    }
    if (queryText(req, 'code') === undefined || !this.strategies.isEnabled(provider)) {
      // without a code passport would start a new sign-in instead
      delete req.session[flowKey(provider)];
      return { failure: 'oauth.state_mismatch' };
    }
    const outcome = await this.strategies.authenticate(provider, req, res);
    switch (outcome.kind) {
      case 'profile':
        return outcome.profile;
      case 'refused':
        return { failure: 'oauth.state_mismatch' };
      case 'error':
      case 'redirected':
        this.logger.warn(
          { err: outcome.kind === 'error' ? outcome.error : undefined },
          `${provider} sign-in failed`,
        );
        return { failure: 'oauth.provider_error' };
    }
  }

  /** The popup's page, or with display=page the redirect that ends the full-page flow. */
  private answer(
    res: Response,
    display: OAuthDisplay,
    provider: SocialProvider,
    result: SocialPopupResult,
    locale: Locale,
  ): void {
    if (display === 'page') {
      res.setHeader('Cache-Control', 'no-store');
      res.redirect(302, pageFlowTarget(result));
      return;
    }
    const appOrigin = new URL(this.config.appUrl).origin;
    const name = providerName(provider, locale);
    this.sendPage(res, renderResultPage({ result, appOrigin, providerName: name, locale }));
  }

  private telegramWidget(res: Response, locale: Locale): void {
    const botName = this.config.oauth.telegram?.botName;
    if (botName === undefined) throw new OAuthException(OAuthErrorCode.UnknownProvider);
    const authUrl = `${this.config.appUrl}/oauth/telegram/callback`;
    const name = providerName('telegram', locale);
    this.sendPage(res, renderTelegramPage({ botName, authUrl, providerName: name, locale }));
  }

  private sendPage(res: Response, page: RenderedPage): void {
    res
      .status(200)
      .setHeader('Content-Security-Policy', page.csp)
      .setHeader('Cache-Control', 'no-store')
      .type('html')
      .send(page.html);
  }

  /** A provider of the spec that has its credentials; anything else is 404. */
  private requireEnabled(name: string): SocialProvider {
    const enabled =
      isSocialProvider(name) &&
      (name === 'telegram'
        ? this.config.oauth.telegram !== undefined
        : this.strategies.isEnabled(name));
    if (!enabled) throw new OAuthException(OAuthErrorCode.UnknownProvider);
    return name;
  }
}
