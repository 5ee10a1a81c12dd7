import type { INestApplication } from '@nestjs/common';
import { api, createTestApp } from '../../testing/test-app';
import { devRemoteOrigins, devSockets } from './dev-remote-origins';

const DEV = 'http://localhost:5174';

function directive(csp: string | undefined, name: string): string[] {
  const part = csp?.split(';').find((text) => text.trim().startsWith(`${name} `));
  return part?.trim().split(/\s+/) ?? [];
}

describe('REMOTE_DEV_ORIGINS', () => {
  it('reads origins, drops what is not an http(s) origin', () => {
    const env = {
      NODE_ENV: 'development',
      REMOTE_DEV_ORIGINS: ` ${DEV}/x, ftp://a, nonsense,https://b.test `,
    };
    expect(devRemoteOrigins(env)).toEqual([DEV, 'https://b.test']);
    expect(devSockets([DEV, 'https://b.test'])).toEqual(['ws://localhost:5174', 'wss://b.test']);
  });

  it('is off in production, whatever it says', () => {
    expect(devRemoteOrigins({ NODE_ENV: 'production', REMOTE_DEV_ORIGINS: DEV })).toEqual([]);
    expect(devRemoteOrigins({ NODE_ENV: 'development' })).toEqual([]);
  });

  describe('on a development server', () => {
    let app: INestApplication;
    const saved = process.env.REMOTE_DEV_ORIGINS;

    beforeAll(async () => {
      process.env.REMOTE_DEV_ORIGINS = DEV;
      app = await createTestApp();
    });

    afterAll(async () => {
      await app.close();
      if (saved === undefined) delete process.env.REMOTE_DEV_ORIGINS;
      else process.env.REMOTE_DEV_ORIGINS = saved;
    });

    it("lets the page load the dev server's scripts and open its websocket", async () => {
      const csp = (await api(app).get('/login')).headers['content-security-policy'];
      expect(directive(csp, 'script-src')).toContain(DEV);
      expect(directive(csp, 'connect-src')).toEqual(
        expect.arrayContaining([DEV, 'ws://localhost:5174']),
      );
    });

    it('answers CORS to the dev server for the remotes files, not the API', async () => {
      const files = await api(app).get('/remotes/auth/mf-manifest.json').set('Origin', DEV);
      expect(files.headers['access-control-allow-origin']).toBe(DEV);
      const call = await api(app).get('/api/settings').set('Origin', DEV).expect(200);
      expect(call.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});
