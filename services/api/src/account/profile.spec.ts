import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type ValidationErrorBody } from '@tutor/contracts';
import { openBrowser, signedInBrowser, type TestBrowser } from '../testing/browser';
import { useAppAndBrowser } from '../testing/app-and-browser';
import { UsersService } from '../users/users.service';

describe('PUT /api/account/profile', () => {
  let app: INestApplication;
  useAppAndBrowser({}, { app: (a) => (app = a), browser: () => undefined });

  const save = (browser: TestBrowser, body: object, language = 'en') =>
    browser.put('/api/account/profile').set('Accept-Language', language).send(body);

  it('saves the name and the phone, normalised, and answers the user', async () => {
    const { browser, user } = await signedInBrowser(app);
    const res = await save(browser, { first_name: '  Анна ', phone: '8 (916) 123-45-67' }).expect(
      200,
    );
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      first_name: 'Анна',
      phone: '+79161234567',
      role: ROLE_STUDENT,
      social_accounts: [],
      email_verified: true,
      is_operator: false,
    });
    const stored = await app.get(UsersService).findById(user.id);
    expect(stored?.firstName).toBe('Анна');
    expect(stored?.phone).toBe('+79161234567');
    await browser
      .get('/api/user')
      .expect(200)
      .expect((r) => {
        expect((r.body as { first_name: string }).first_name).toBe('Анна');
      });
  });

  it.each([
    ['9161234567', '+79161234567'],
    ['+7 916 123 45 67', '+79161234567'],
    ['89161234567', '+79161234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('stores %s as %s', async (typed, stored) => {
    const { browser } = await signedInBrowser(app);
    const res = await save(browser, { first_name: 'A', phone: typed }).expect(200);
    expect((res.body as { phone: string }).phone).toBe(stored);
  });

  it('lets a student clear the phone', async () => {
    const { browser } = await signedInBrowser(app, { phone: '+79161234567' });
    const res = await save(browser, { first_name: 'A', phone: '' }).expect(200);
    expect((res.body as { phone: string | null }).phone).toBeNull();
  });

  it('requires the phone of a role that demands it (teacher), with every error at once', async () => {
    const { browser } = await signedInBrowser(app, { role: ROLE_TEACHER, phone: '+79161234567' });
    const res = await save(browser, { first_name: '', phone: '' }).expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      first_name: ['First name is required.'],
      phone: ['Phone number is required.'],
    });
    const ru = await save(browser, { first_name: 'A', phone: null }, 'ru').expect(422);
    expect((ru.body as ValidationErrorBody).errors).toEqual({
      phone: ['Поле телефон обязательно для заполнения.'],
    });
  });

  it.each([
    [{ first_name: 'A', phone: '12' }, 'phone', 'Please enter a valid phone number.'],
    [{ first_name: 'A', phone: 79161234567 }, 'phone', 'Phone number must be a text value.'],
    [{ first_name: 'A\u0007', phone: '' }, 'first_name', 'First name is not in a valid format.'],
    [
      { first_name: 'x'.repeat(256) },
      'first_name',
      'First name must not be longer than 255 characters.',
    ],
    [{}, 'first_name', 'First name is required.'],
  ])('answers 422 on the field for %j', async (body, field, text) => {
    const { browser, user } = await signedInBrowser(app);
    const res = await save(browser, body).expect(422);
    expect((res.body as ValidationErrorBody).errors[field]).toContain(text);
    expect((await app.get(UsersService).findById(user.id))?.firstName).toBe('Test');
  });

  it('answers 401 to a visitor', async () => {
    const visitor = await openBrowser(app);
    await save(visitor, { first_name: 'A' }).expect(401);
  });
});
