import type { INestApplication } from '@nestjs/common';
import type { ValidationErrorBody } from '@tutor/contracts';
import type request from 'supertest';
import { openBrowser, type TestBrowser } from '../../testing/browser';
import { ProbeModule } from '../../testing/probe.module';
import { createTestApp } from '../../testing/test-app';

const valid = {
  email: 'Anna@Example.com',
  first_name: 'Anna',
  role: 1,
  password: 'secret123',
  agree: true,
};

describe('validation answers (422)', () => {
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp({}, [ProbeModule]);
    browser = await openBrowser(app);
  });

  afterAll(async () => {
    await app.close();
  });

  function submit(body: unknown, language?: string): request.Test {
    const call = browser.post('/api/probe/form');
    return (language === undefined ? call : call.set('Accept-Language', language)).send(
      body as object,
    );
  }

  it('refuses a NUL character anywhere in the body under its field (PostgreSQL text cannot hold it)', async () => {
    const res = await submit({
      ...valid,
      first_name: 'An\u0000na',
      extra: ['ok', 'x\u0000'],
    }).expect(422);
    const body = res.body as ValidationErrorBody;
    expect(body.errors).toEqual({
      first_name: ['Поле имя не должно содержать символ NUL.'],
      'extra.1': ['Поле extra не должно содержать символ NUL.'],
    });
  });

  it('lists each field with its messages, in Russian by default', async () => {
    const res = await submit({}).expect(422);
    const body = res.body as ValidationErrorBody;
    expect(body.errors.email).toEqual(['Поле email обязательно для заполнения.']);
    expect(body.errors.first_name).toEqual(['Поле имя обязательно для заполнения.']);
    expect(body.errors.password).toEqual(['Поле пароль обязательно для заполнения.']);
    expect(body.errors.agree).toEqual(['Поле согласие обязательно для заполнения.']);
    expect(body.message).toMatch(/^Поле email обязательно для заполнения\. \(и ещё \d+ ошиб/);
  });

  it('answers in English for an English browser', async () => {
    const res = await submit({ ...valid, email: 'not-an-email', password: 'short' }, 'en').expect(
      422,
    );
    expect(res.body).toEqual({
      message: 'Please enter a valid email address. (and 1 more error)',
      errors: {
        email: ['Please enter a valid email address.'],
        password: ['Password must be at least 8 characters long.'],
      },
    });
  });

  it('uses a rule the DTO names, with translated attribute names', async () => {
    const res = await submit({ ...valid, agree: false, role: 9 }, 'ru').expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      role: ['Выбранное значение для роль некорректно.'],
      agree: ['Вы должны принять согласие.'],
    });
  });

  it('names nested fields with dots', async () => {
    const res = await submit({ ...valid, address: { city: '' } }, 'en').expect(422);
    expect((res.body as ValidationErrorBody).errors).toEqual({
      'address.city': ['City is required.'],
    });
  });

  it('refuses a body that is not an object as if its fields were missing', async () => {
    const res = await submit([valid], 'en').expect(422);
    expect((res.body as ValidationErrorBody).errors.email).toEqual(['Email address is required.']);
  });

  it('passes a valid body through, without undeclared properties', async () => {
    const res = await submit({ ...valid, is_admin: true }).expect(201);
    expect(res.body).toEqual(valid);
  });
});
