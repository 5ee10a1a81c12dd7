// Test-only entry (`@tutor/api-client/testing`): imported by *.spec files, never by app code.
export {
  Reply,
  bodiesOf,
  callsTo,
  inTurn,
  invalid,
  mockHttp,
  networkFailure,
  offline,
  type Call,
  type Handler,
  type Respond,
} from './mock-http';
