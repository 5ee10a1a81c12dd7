/** passport-yandex 0.0.5 ships no types: an OAuth 2 strategy named 'yandex'. */
declare module 'passport-yandex' {
  import OAuth2Strategy from 'passport-oauth2';

  export class Strategy extends OAuth2Strategy {
    constructor(options: OAuth2Strategy.StrategyOptions, verify: OAuth2Strategy.VerifyFunction);
  }
}
