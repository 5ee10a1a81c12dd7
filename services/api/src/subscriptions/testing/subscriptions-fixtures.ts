import type { INestApplication } from '@nestjs/common';
import { ROLE_TEACHER, type ReferralInfo, type Subscription } from '@tutor/contracts';
import { DataSource } from 'typeorm';
import '../../account/account.messages';
import '../../notifications/account-mail.messages';
import { LOCALES } from '../../i18n/locale';
import { translate } from '../../i18n/messages';
import { TestPayment } from '../../payments/test-provider/test-payment.entity';
import { api } from '../../testing/test-app';
import { openBrowser, uniqueEmail, TEST_PASSWORD, type TestBrowser } from '../../testing/browser';
import { UsersService } from '../../users/users.service';
import type { User } from '../../users/user.entity';
import { SubscriptionRecords } from '../subscription-records.service';
import { addMonths } from '../subscription-periods';
import { Subscription as SubscriptionRow } from '../subscription.entity';

/** Test data of the subscription specs (and of others that need a paid plan). */

export interface SignedUpTeacher {
  browser: TestBrowser;
  user: User;
}

/** A teacher signed up through POST /registration, with a referral code or none. */
export async function signUpTeacher(
  app: INestApplication,
  ref: string | null = null,
  name = 'Учитель',
): Promise<SignedUpTeacher> {
  const browser = await openBrowser(app);
  const email = uniqueEmail('teacher');
  await browser
    .post('/registration')
    .send({
      stage: 2,
      email,
      first_name: name,
      role: ROLE_TEACHER,
      phone: '+7 916 123-45-67',
      password: TEST_PASSWORD,
      agree: true,
      ...(ref === null ? {} : { ref }),
    })
    .expect(200);
  const user = await app.get(UsersService).findByEmail(email);
  if (user === null) throw new Error('The registration made no user');
  return { browser, user };
}

export async function subscriptionOf(browser: TestBrowser): Promise<Subscription> {
  return (await browser.get('/api/subscription').expect(200)).body as Subscription;
}

export async function referralOf(browser: TestBrowser): Promise<ReferralInfo> {
  return (await browser.get('/api/referral').expect(200)).body as ReferralInfo;
}

/**
 * Presses Pay (or Cancel) on the test provider's page the confirmation URL names, as the
 * browser's form would; the settlement happens on the way back.
 */
export async function decideOnTestPage(
  app: INestApplication,
  confirmationUrl: string,
  button: 'pay' | 'cancel' = 'pay',
): Promise<void> {
  const page = new URL(confirmationUrl).pathname;
  const id = page.split('/').at(-1) ?? '';
  const row = await app.get(DataSource).getRepository(TestPayment).findOneByOrFail({ id });
  await api(app).post(`${page}/${button}`).type('form').send({ token: row.formToken }).expect(303);
}

/** Subscribes through POST /api/subscription and pays on the test provider's page. */
export async function subscribe(
  app: INestApplication,
  browser: TestBrowser,
): Promise<Subscription> {
  const started = await browser.post('/api/subscription').expect(201);
  await decideOnTestPage(app, (started.body as { confirmation_url: string }).confirmation_url);
  return subscriptionOf(browser);
}

/**
 * Gives the teacher ten paid years without a payment (autopay off), for specs of
 * other modules that need the paid plan (the marketplace's paid materials).
 */
export async function grantPaidPlan(app: INestApplication, teacherId: number): Promise<void> {
  const row = await app.get(SubscriptionRecords).ensure(teacherId);
  const now = Date.now();
  await app
    .get(DataSource)
    .getRepository(SubscriptionRow)
    .update({ id: row.id }, { status: 'active', paidUntil: addMonths(now, 120), updatedAt: now });
}

/**
 * Subjects of the mail every paying teacher gets besides the one a spec is about, which
 * specs of other mail skip: the sign-up's address verification and a month's receipt.
 */
export const VERIFICATION_SUBJECTS = LOCALES.flatMap((locale) => [
  translate('mail.email_verification.subject', locale),
  translate('account_mail.subscription_paid.subject', locale),
]);
