export { http, setRequestLocale } from './http';
export { ApiError, type FieldErrors } from './api-error';
export { browserOffline, isNetworkError, toApiError } from './map-error';
export { createRequestKey } from './request-key';
export { NO_FAILURE, toFailure, type Failure } from './failure';
export { apiRequest, fillPath, type RequestOptions } from './api-request';
export type { ApiPath, JsonAnswer, JsonBody, QueryParams, Schema } from '@tutor/api-types';
