import { timingSafeEqual } from 'node:crypto';
import { applyDecorators, Get, HttpCode, HttpStatus, Post, type Type } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ServerMessage } from '@tutor/contracts';
import type { Response } from 'express';
import { escapeHtml } from '../../common/http/escape-html';
import { ApiAnswer, ApiRequest } from '../../common/openapi/api-answer.decorator';
import type { Locale } from '../../i18n/locale';
import { CsrfException } from '../../sessions/csrf.exception';
import { SkipCsrf } from '../../sessions/skip-csrf.decorator';

/**
 * The built-in providers' stand-in pages (the test payment page, the «Мой налог» stand-in
 * of the test payouts provider): an HTML shell marked as a test, forms that post the
 * object's token instead of the XSRF header a form cannot send, and 303 redirects.
 */

/** The page and the Content-Security-Policy that fits it exactly. */
export interface StandInPage {
  html: string;
  csp: string;
}

export interface StandInPageContent {
  locale: Locale;
  /** The page's title and heading (plain text). */
  title: string;
  /** The "this is a test" notice under the heading (plain text). */
  notice: string;
  /** Style rules of the page's own parts, after the shell's. */
  style?: string;
  /** The class of the button that says yes (green). */
  primaryClass: string;
  /** The page's HTML after the notice. */
  body: readonly string[];
  /** An origin the forms' redirects go to, besides this API. */
  formTarget?: string;
}

/** The stand-in's forms post this (JSON is taken too). */
const FORM = 'application/x-www-form-urlencoded';

/** GET of a stand-in page (it is sent by {@link sendStandInPage}). */
export const StandInPageRoute = (path: string, description: string): MethodDecorator =>
  applyDecorators(Get(path), ApiAnswer({ type: 'string', description }, 'text/html'));

/** POST of a stand-in page's form: its token instead of the XSRF header, 303 to `goesTo`. */
export const StandInFormRoute = (path: string, form: Type, goesTo: string): MethodDecorator =>
  applyDecorators(
    Post(path),
    SkipCsrf(),
    ApiRequest(form, FORM),
    HttpCode(HttpStatus.SEE_OTHER),
    ApiResponse({ status: HttpStatus.SEE_OTHER, description: goesTo }),
    ApiResponse({ status: 419, description: ServerMessage.CsrfMismatch }),
  );

/** A form of the page: posts `token` to `action`, a single button. */
export function standInForm(
  action: string,
  token: string,
  className: string,
  label: string,
): string {
  return [
    `<form method="post" action="${escapeHtml(action)}">`,
    `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
    `<button type="submit" class="${className}">${escapeHtml(label)}</button>`,
    '</form>',
  ].join('');
}

export function renderStandInPage(content: StandInPageContent): StandInPage {
  const title = escapeHtml(content.title);
  const style = [
    'body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}',
    '.notice{background:#fff4ce;border:1px solid #e0b400;padding:.75rem;border-radius:.5rem}',
    content.style ?? '',
    'form{display:inline-block;margin-right:.75rem}',
    'button{font-size:1rem;padding:.6rem 1.4rem;border-radius:.4rem;border:1px solid #555;cursor:pointer}',
    `.${content.primaryClass}{background:#1a7f37;color:#fff;border-color:#1a7f37}`,
  ].join('');
  const html = [
    '<!doctype html>',
    `<html lang="${content.locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${title}</title><style>${style}</style></head>`,
    '<body><main>',
    `<h1>${title}</h1>`,
    `<p class="notice">${escapeHtml(content.notice)}</p>`,
    ...content.body,
    '</main></body></html>',
  ].join('\n');
  const target = content.formTarget;
  const csp = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self'${target === undefined ? '' : ` ${target}`}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}

/** 200 with the page, never cached, told apart by language. */
export function sendStandInPage(res: Response, page: StandInPage): void {
  res
    .status(200)
    .setHeader('Content-Security-Policy', page.csp)
    .setHeader('Cache-Control', 'no-store')
    .setHeader('Vary', 'Accept-Language')
    .type('html')
    .send(page.html);
}

/** The posted form token against the object's: 419 unless the same. */
export function checkFormToken(given: string, held: string): void {
  const same =
    given.length === held.length && timingSafeEqual(Buffer.from(given), Buffer.from(held));
  if (!same) throw new CsrfException();
}

/** After a decision: 303 to `url`, not cached. */
export function leaveStandIn(res: Response, url: string): void {
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(HttpStatus.SEE_OTHER, url);
}
