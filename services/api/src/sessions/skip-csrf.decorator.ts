import { SetMetadata } from '@nestjs/common';

export const SKIP_CSRF = 'skipCsrf';

/** For a route other sites call on their own (a provider's webhook): no XSRF check. */
export const SkipCsrf = (): MethodDecorator & ClassDecorator => SetMetadata(SKIP_CSRF, true);
