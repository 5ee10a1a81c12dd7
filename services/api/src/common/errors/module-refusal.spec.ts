import { ServerMessage } from '@tutor/contracts';
import { toHttpAnswer } from './http-answer';
import { ModuleRefusal, type RefusalAnswers, type RefusalDetails } from './module-refusal';

enum ProbeCode {
  Plain = 'PLAIN',
  OnField = 'ON_FIELD',
  WithCode = 'WITH_CODE',
  Fixed = 'FIXED',
}

const ANSWERS = {
  [ProbeCode.Plain]: { status: 409, key: 'request.too_large' },
  [ProbeCode.OnField]: { status: 422, key: 'validation.min.numeric', field: 'price' },
  [ProbeCode.WithCode]: { status: 409, key: 'request.too_deep', code: 'too_deep' },
  [ProbeCode.Fixed]: {
    status: 503,
    text: ServerMessage.ServerError,
    log: 'warn',
    headers: { 'Retry-After': '60' },
  },
} as const satisfies RefusalAnswers<ProbeCode>;

class ProbeException extends ModuleRefusal<ProbeCode> {
  constructor(code: ProbeCode, details?: RefusalDetails) {
    super(ANSWERS, code, details);
  }
}

describe('a module refusal', () => {
  it('answers its status with the translated text only', () => {
    expect(toHttpAnswer(new ProbeException(ProbeCode.Plain), 'en')).toEqual({
      status: 409,
      body: { message: 'The request body is too large.' },
    });
  });

  it('puts the text under the table’s field, with the throw’s values', () => {
    const answer = toHttpAnswer(
      new ProbeException(ProbeCode.OnField, { params: { attribute: 'price', min: 5 } }),
      'en',
    );
    const message = 'Price must be at least 5.';
    expect(answer).toEqual({ status: 422, body: { message, errors: { price: [message] } } });
  });

  it('lets the throw name the field path instead', () => {
    const answer = toHttpAnswer(
      new ProbeException(ProbeCode.Plain, { field: 'answers.2.value' }),
      'ru',
    );
    expect(Object.keys((answer.body as { errors: object }).errors)).toEqual(['answers.2.value']);
  });

  it('adds the machine-readable code the table gives', () => {
    const answer = toHttpAnswer(new ProbeException(ProbeCode.WithCode), 'en');
    expect(answer.body).toEqual({
      message: 'The request body is nested too deeply.',
      code: 'too_deep',
    });
  });

  it('answers a fixed text in every language, logged and with its headers', () => {
    const fixed = new ProbeException(ProbeCode.Fixed, { detail: 'payment 7' });
    expect(fixed.message).toBe('Refused: FIXED (payment 7)');
    expect(toHttpAnswer(fixed, 'ru')).toEqual({
      status: 503,
      body: { message: 'Server Error' },
      log: 'warn',
      headers: { 'Retry-After': '60' },
    });
  });
});
