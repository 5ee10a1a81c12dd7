import { AxiosError, AxiosHeaders } from 'axios';
import { ErrorKey } from '@tutor/contracts';
import { ApiError } from './api-error';
import { isNetworkError, toApiError } from './map-error';
import { createRequestKey } from './request-key';

function answered(status: number, data: unknown = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

function setOnline(value: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
}

describe('telling a missing network from a refusal', () => {
  afterEach(() => setOnline(true));

  it('maps a call that got no answer (ERR_NETWORK) to the network error', () => {
    const error = toApiError(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    expect(error.key).toBe(ErrorKey.NetworkError);
    expect(error.isNetwork).toBe(true);
    expect(error.status).toBeNull();
  });

  it('maps a timeout to the network error', () => {
    expect(isNetworkError(new AxiosError('timeout', AxiosError.ECONNABORTED))).toBe(true);
  });

  it('maps any failure while the browser is offline to the network error', () => {
    setOnline(false);
    expect(toApiError(answered(503)).isNetwork).toBe(true);
  });

  it('keeps answers of the server apart while online', () => {
    const refused = toApiError(answered(422, { message: 'Bad.', errors: { text: ['Bad.'] } }));
    expect(refused.isNetwork).toBe(false);
    expect(refused.key).toBe(ErrorKey.Validation);
    expect(isNetworkError(answered(500))).toBe(false);
    expect(isNetworkError(new Error('boom'))).toBe(false);
  });

  it('reads an ApiError it is given as it is', () => {
    expect(isNetworkError(new ApiError(ErrorKey.NetworkError, null, null))).toBe(true);
    expect(isNetworkError(new ApiError(ErrorKey.ServerError, 500, null))).toBe(false);
  });
});

describe('request keys', () => {
  it('are new every time and fit the API pattern', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createRequestKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('are made without randomUUID too (pages served over plain http)', () => {
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      configurable: true,
      value: undefined,
    });
    try {
      expect(createRequestKey()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      Reflect.deleteProperty(globalThis.crypto, 'randomUUID');
    }
    expect(createRequestKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
