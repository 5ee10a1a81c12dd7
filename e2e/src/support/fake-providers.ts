import { FakeOAuthProvider, type FakeAccount } from 'api/src/testing/fake-oauth-provider';

export type { FakeAccount };

/** Google, VK and Yandex, each faked on its own loopback origin (the API's test support). */
export interface FakeProviders {
  google: FakeOAuthProvider;
  vkontakte: FakeOAuthProvider;
  yandex: FakeOAuthProvider;
  /** The OAUTH_* variables that point the product at them. */
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const [google, vkontakte, yandex] = await Promise.all([
    FakeOAuthProvider.start('google'),
    FakeOAuthProvider.start('vkontakte'),
    FakeOAuthProvider.start('yandex'),
  ]);
  return {
    google,
    vkontakte,
    yandex,
    env: { ...google.env(), ...vkontakte.env(), ...yandex.env() },
    stop: async () => {
      await Promise.all([google.stop(), vkontakte.stop(), yandex.stop()]);
    },
  };
}
