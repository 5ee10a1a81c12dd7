export type { components, operations, paths } from './openapi';
export type {
  ApiMethod,
  ApiPath,
  HttpMethod,
  JsonAnswer,
  JsonBody,
  PathParams,
  QueryParams,
  Schema,
} from './operation-types';
