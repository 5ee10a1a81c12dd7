// jsdom without the web globals react-router's data router needs (Request, TextEncoder…):
// lend it Node's, with Node's AbortController so Request accepts the signals it gets.
const { TestEnvironment } = require('jest-environment-jsdom');

const LENT = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of LENT) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetchEnvironment;
