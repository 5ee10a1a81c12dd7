// jsdom (in a Russian browser) without the web globals react-router's data router needs (Request, TextEncoder…):
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
    // a Russian browser, the product's audience: jsdom's own is en-US, and the shell picks
    // the browser's language on a first visit
    Object.defineProperty(this.global.navigator, 'languages', { value: ['ru-RU', 'ru'] });
    Object.defineProperty(this.global.navigator, 'language', { value: 'ru-RU' });
  }
}

module.exports = JsdomWithFetchEnvironment;
