import type { INestApplication } from '@nestjs/common';
import type { AppSettings } from '@tutor/contracts';
import type { EnvSource } from '../config/env.validation';
import { DEFAULT_FILE_TYPES } from '../config/load-app-config';
import { api, createTestApp } from '../testing/test-app';

const DEFAULT_FILES = { max_mb: 20, types: DEFAULT_FILE_TYPES.split(','), quota_mb: 500 };

async function settingsWith(env: EnvSource, acceptLanguage?: string): Promise<AppSettings> {
  const app = await createTestApp(env);
  try {
    const call = api(app).get('/api/settings');
    const res =
      acceptLanguage === undefined ? await call : await call.set('Accept-Language', acceptLanguage);
    expect(res.status).toBe(200);
    return res.body as AppSettings;
  } finally {
    await app.close();
  }
}

describe('GET /api/settings', () => {
  let app: INestApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the defaults in Russian without Accept-Language', async () => {
    const res = await api(app).get('/api/settings').expect(200);
    expect(res.body).toEqual({
      oauth: [],
      roles: [
        { id: 1, name: 'Учитель', phone_required: true },
        { id: 2, name: 'Ученик', phone_required: false },
      ],
      logo: '/logo.svg',
      logo_title: 'Репетитор',
      referral_price_rub: 99,
      files: DEFAULT_FILES,
    });
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('names the roles in English for an English browser', async () => {
    const res = await api(app)
      .get('/api/settings')
      .set('Accept-Language', 'en-US,en;q=0.9')
      .expect(200);
    expect((res.body as AppSettings).roles.map((role) => role.name)).toEqual([
      'Teacher',
      'Student',
    ]);
    expect((res.body as AppSettings).logo_title).toBe('Tutor');
  });

  it('lists only providers with credentials, in the spec order', async () => {
    const settings = await settingsWith({
      OAUTH_YANDEX_CLIENT_ID: 'y-id',
      OAUTH_YANDEX_CLIENT_SECRET: 'y-secret',
      OAUTH_GOOGLE_CLIENT_ID: 'g-id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      OAUTH_FACEBOOK_CLIENT_ID: 'only-an-id',
      TELEGRAM_BOT_TOKEN: '123:abc',
      TELEGRAM_BOT_NAME: 'tutor_bot',
    });
    expect(settings.oauth).toEqual(['google', 'telegram', 'yandex']);
  });

  it('takes roles, logo, title and the referral price from ROLES, LOGO_URL, LOGO_TITLE and SUBSCRIPTION_REFERRAL_PRICE_RUB', async () => {
    const settings = await settingsWith(
      {
        ROLES: JSON.stringify([
          { id: 2, name: { ru: 'Ученик', en: 'Pupil' }, phone_required: false },
          { id: 7, name: 'Parent', phone_required: true },
        ]),
        LOGO_URL: 'https://cdn.example.com/logo.png',
        LOGO_TITLE: 'Школа Ивановой',
        SUBSCRIPTION_REFERRAL_PRICE_RUB: '149',
      },
      'en',
    );
    expect(settings).toEqual({
      oauth: [],
      roles: [
        { id: 2, name: 'Pupil', phone_required: false },
        { id: 7, name: 'Parent', phone_required: true },
      ],
      logo: 'https://cdn.example.com/logo.png',
      logo_title: 'Школа Ивановой',
      referral_price_rub: 149,
      files: DEFAULT_FILES,
    });
  });

  it('serves the upload limits POST /api/files enforces, from FILE_MAX_MB, FILE_TYPES and FILE_QUOTA_MB', async () => {
    const settings = await settingsWith({
      FILE_MAX_MB: '5',
      FILE_TYPES: 'pdf, PNG,jpg',
      FILE_QUOTA_MB: '50',
    });
    expect(settings.files).toEqual({ max_mb: 5, types: ['pdf', 'png', 'jpg'], quota_mb: 50 });
  });
});
