export { http, setRequestLocale } from './http';
export { ApiError, type FieldErrors } from './api-error';
export { toApiError } from './map-error';
