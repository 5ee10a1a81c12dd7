import { escapeHtml } from '../../common/http/escape-html';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import {
  renderStandInPage,
  standInForm,
  type StandInPage,
} from '../../payments/test-provider/stand-in-page';
import type { TestPayoutObject } from './test-payout-object.entity';
import { testSelfEmployedPath } from './test-payout.provider';

function decisionForm(
  object: TestPayoutObject,
  action: 'allow' | 'decline',
  locale: Locale,
): string {
  const label = translate(
    action === 'allow' ? 'payouts.test.allow' : 'payouts.test.decline',
    locale,
  );
  return standInForm(
    `${testSelfEmployedPath(object.id)}/${action}`,
    object.formToken,
    action,
    label,
  );
}

/**
 * GET /payout-provider/test/self-employed/:connectionId: the test provider's stand-in for
 * «Мой налог», marked as a test: the INN, the question, Allow and Decline (each a form
 * posting the connection's token); once decided, the outcome and the way back.
 */
export function renderTestSelfEmployedPage(
  object: TestPayoutObject,
  locale: Locale,
  backUrl: string,
): StandInPage {
  const t = (key: Parameters<typeof translate>[0]): string => escapeHtml(translate(key, locale));
  const decision =
    object.status === 'pending'
      ? [
          `<p>${t('payouts.test.question')}</p>`,
          decisionForm(object, 'allow', locale),
          decisionForm(object, 'decline', locale),
        ]
      : [
          `<p role="status">${t(object.status === 'confirmed' ? 'payouts.test.confirmed' : 'payouts.test.canceled')}</p>`,
        ];
  return renderStandInPage({
    locale,
    title: translate('payouts.test.title', locale),
    notice: translate('payouts.test.notice', locale),
    primaryClass: 'allow',
    body: [
      `<p>${t('payouts.test.inn')}: ${escapeHtml(object.itn ?? '')}</p>`,
      ...decision,
      `<p><a href="${escapeHtml(backUrl)}">${t('payouts.test.back')}</a></p>`,
    ],
  });
}
