export { http, setRequestLocale } from './http';
export { ApiError, type FieldErrors } from './api-error';
export { toApiError } from './map-error';
export { NO_FAILURE, toFailure, type Failure } from './failure';
export { apiRequest, fillPath, type RequestOptions } from './api-request';
export type { ApiPath, JsonAnswer, JsonBody, QueryParams, Schema } from '@tutor/api-types';
