import type { INestApplication } from '@nestjs/common';
import { ROLE_STUDENT, ROLE_TEACHER, type ValidationErrorBody } from '@tutor/contracts';
import { badFieldCases } from '../testing/bad-input';
import { openBrowser, uniqueEmail, type TestBrowser } from '../testing/browser';
import { createTestApp } from '../testing/test-app';
import { PasswordHasher } from '../users/password-hasher.service';
import { UsersService } from '../users/users.service';

const PASSWORD = 'Lantern-Otter-42';

function student(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    stage: 2,
    email: uniqueEmail('student'),
    first_name: 'Аня',
    role: ROLE_STUDENT,
    phone: '',
    password: PASSWORD,
    agree: true,
    ...overrides,
  };
}

function teacher(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return student({
    email: uniqueEmail('teacher'),
    role: ROLE_TEACHER,
    phone: '8 (916) 123-45-67',
    ...overrides,
  });
}

describe('POST /registration', () => {
  let app: INestApplication;
  let browser: TestBrowser;

  beforeAll(async () => {
    app = await createTestApp();
  });

  beforeEach(async () => {
    browser = await openBrowser(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const register = (body: unknown, language = 'en'): ReturnType<TestBrowser['post']> =>
    browser
      .post('/registration')
      .set('Accept-Language', language)
      .send(body as object);

  async function errorsOf(body: unknown, language = 'en'): Promise<Record<string, string[]>> {
    const res = await register(body, language).expect(422);
    return (res.body as ValidationErrorBody).errors;
  }

  describe('success', () => {
    it('creates a teacher, signs them in and sends them to /tasks', async () => {
      const body = teacher({ email: `  ${uniqueEmail('Mixed.Case').toUpperCase()}  ` });
      const res = await register(body).expect(200);
      expect(res.body).toEqual({ redirect: '/tasks' });
      const email = String(body.email).trim().toLowerCase();
      const user = await app.get(UsersService).findByEmail(email);
      expect(user).toMatchObject({
        email,
        firstName: 'Аня',
        role: ROLE_TEACHER,
        phone: '+79161234567',
      });
      const me = await browser.get('/api/user').expect(200);
      expect(me.body).toMatchObject({ id: user?.id, email, phone: '+79161234567' });
    });

    it('stores the password as a salted scrypt hash', async () => {
      const body = student();
      await register(body).expect(200);
      const user = await app.get(UsersService).findByEmail(String(body.email));
      expect(user?.passwordHash).toMatch(/^scrypt\$/);
      expect(user?.passwordHash).not.toContain(PASSWORD);
      expect(await app.get(PasswordHasher).verify(PASSWORD, user?.passwordHash ?? null)).toBe(true);
    });

    it('sends a student to /works; a phone is optional for students', async () => {
      await register(student({ phone: undefined })).expect(200, { redirect: '/works' });
    });

    it('lets the new user sign in with the password', async () => {
      const body = student();
      await register(body).expect(200);
      const other = await openBrowser(app);
      await other
        .post('/login')
        .send({ email: body.email, password: PASSWORD })
        .expect(200, { redirect: '/works' });
    });

    it.each([true, 1, '1', 'on', 'yes', 'true'])('accepts agree = %j', async (agree) => {
      await register(student({ agree })).expect(200);
    });

    it('takes the role as text from a form select', async () => {
      await register(student({ role: '2' })).expect(200, { redirect: '/works' });
    });

    it.each([
      ['+7 916 123 45 67', '+79161234567'],
      ['9161234567', '+79161234567'],
      ['+44 20 7946 0958', '+442079460958'],
    ])('stores the phone %s as %s', async (phone, stored) => {
      const body = teacher({ phone });
      await register(body).expect(200);
      const user = await app.get(UsersService).findByEmail(String(body.email));
      expect(user?.phone).toBe(stored);
    });
  });

  describe('email', () => {
    it.each([
      [undefined, 'Email address is required.'],
      ['', 'Email address is required.'],
      ['plainaddress', 'Please enter a valid email address.'],
      [`${'a'.repeat(250)}@example.com`, 'Email address must not be longer than 255 characters.'],
    ])('refuses %j', async (email, text) => {
      expect((await errorsOf(student({ email }))).email).toContain(text);
    });

    it('must be unique, whatever its case', async () => {
      const body = student();
      await register(body).expect(200);
      const again = await openBrowser(app);
      const res = await again
        .post('/registration')
        .set('Accept-Language', 'en')
        .send(student({ email: String(body.email).toUpperCase() }))
        .expect(422);
      expect((res.body as ValidationErrorBody).errors).toEqual({
        email: ['This email address is already taken.'],
      });
    });
  });

  describe('first_name', () => {
    it.each([
      [undefined, 'First name is required.'],
      ['   ', 'First name is required.'],
      ['x'.repeat(256), 'First name must not be longer than 255 characters.'],
    ])('refuses %j', async (first_name, text) => {
      expect((await errorsOf(student({ first_name }))).first_name).toEqual([text]);
    });

    it('refuses control characters', async () => {
      expect((await errorsOf(student({ first_name: 'Anna\u0007' }))).first_name).toEqual([
        'First name is not in a valid format.',
      ]);
    });

    it('accepts 255 characters', async () => {
      await register(student({ first_name: 'я'.repeat(255) })).expect(200);
    });
  });

  describe('role', () => {
    it.each([undefined, null, '', 0, '0'])('requires a chosen role, not %j', async (role) => {
      expect((await errorsOf(student({ role }))).role).toEqual(['Role is required.']);
    });

    it.each([3, 9, -1, 1.5, 'teacher', [1], { id: 1 }, true])('refuses role %j', async (role) => {
      expect((await errorsOf(student({ role }))).role).toEqual(['Please choose a valid role.']);
    });

    it('uses the configured roles (ROLES)', async () => {
      const custom = await createTestApp({
        ROLES: JSON.stringify([
          { id: 2, name: 'Pupil', phone_required: false },
          { id: 7, name: 'Parent', phone_required: true },
        ]),
      });
      try {
        const client = await openBrowser(custom);
        const send = (body: unknown): ReturnType<TestBrowser['post']> =>
          client
            .post('/registration')
            .set('Accept-Language', 'en')
            .send(body as object);
        const refused = await send(student({ role: ROLE_TEACHER })).expect(422);
        expect((refused.body as ValidationErrorBody).errors).toEqual({
          role: ['Please choose a valid role.'],
        });
        const noPhone = await send(student({ role: 7 })).expect(422);
        expect((noPhone.body as ValidationErrorBody).errors).toEqual({
          phone: ['Phone number is required.'],
        });
        await send(student({ role: 7, phone: '+79161234567' })).expect(200, {
          redirect: '/settings',
        });
      } finally {
        await custom.close();
      }
    });
  });

  describe('phone', () => {
    it.each([undefined, null, '', '  '])('is required for a teacher, not %j', async (phone) => {
      expect((await errorsOf(teacher({ phone }))).phone).toEqual(['Phone number is required.']);
    });

    it.each([
      '12345',
      '+7 916 123',
      'call me',
      '8-916-123-45-67 ext. 5',
      '+0 123 456 7890',
      '1'.repeat(40),
    ])('refuses %j', async (phone) => {
      expect((await errorsOf(teacher({ phone }))).phone).toEqual([
        'Please enter a valid phone number.',
      ]);
    });

    it('checks a student’s phone too when one is given', async () => {
      expect((await errorsOf(student({ phone: 'abc' }))).phone).toEqual([
        'Please enter a valid phone number.',
      ]);
    });
  });

  describe('password', () => {
    it.each([
      [undefined, 'Password is required.'],
      ['', 'Password is required.'],
      ['Sh0rt!', 'Password must be at least 8 characters long.'],
      ['x'.repeat(256), 'Password must not be longer than 255 characters.'],
    ])('refuses %j', async (password, text) => {
      expect((await errorsOf(student({ password }))).password).toEqual([text]);
    });

    it.each(['password', 'PASSWORD1', 'qwertyuiop', 'Iloveyou', '12345678'])(
      'refuses the common password %s',
      async (password) => {
        expect((await errorsOf(student({ password }))).password).toEqual([
          'This password is too common. Please choose a different one.',
        ]);
      },
    );

    it('says so in Russian', async () => {
      expect((await errorsOf(student({ password: 'Password1' }), 'ru')).password).toEqual([
        'Этот пароль слишком простой и часто используется. Выберите другой пароль.',
      ]);
    });
  });

  describe('agree', () => {
    it.each([undefined, false, 0, '0', 'no', 'off', '', [], 'yes please'])(
      'must be accepted, not %j',
      async (agree) => {
        expect((await errorsOf(student({ agree }))).agree).toEqual(['Please accept the terms.']);
      },
    );
  });

  it('lists every failed field at once, in Russian by default', async () => {
    const res = await register(
      { stage: 2, email: 'bad', first_name: '', role: 0, password: 'short' },
      'ru',
    ).expect(422);
    expect(res.body).toEqual({
      message: 'Поле email должно быть действительным электронным адресом. (и ещё 4 ошибки)',
      errors: {
        email: ['Поле email должно быть действительным электронным адресом.'],
        first_name: ['Поле имя обязательно для заполнения.'],
        role: ['Поле роль обязательно для заполнения.'],
        password: ['Количество символов в поле пароль должно быть не меньше 8.'],
        agree: ['Вы должны принять согласие.'],
      },
    });
  });

  it('reports a taken email together with the other mistakes', async () => {
    const body = student();
    await register(body).expect(200);
    const errors = await errorsOf(student({ email: body.email, password: 'short' }));
    expect(errors).toEqual({
      email: ['This email address is already taken.'],
      password: ['Password must be at least 8 characters long.'],
    });
  });

  it('creates no user when anything fails', async () => {
    const body = student({ agree: false });
    await register(body).expect(422);
    expect(await app.get(UsersService).findByEmail(String(body.email))).toBeNull();
    await browser.get('/api/user').expect(401);
  });

  it.each(badFieldCases(['email', 'first_name', 'role', 'phone', 'password', 'agree', 'stage']))(
    'answers %s = %s without a server error',
    async (field, _label, value) => {
      const res = await register(teacher({ [field]: value }));
      // 413: the account forms' small body limit
      expect([200, 413, 422]).toContain(res.status);
    },
  );

  it.each([
    ['an array', [student()]],
    ['a string', 'student'],
    ['nothing', undefined],
  ])('answers a body that is %s with 4xx', async (_name, body) => {
    const res = await register(body);
    expect([400, 422]).toContain(res.status);
  });
});
