import { ConfigService } from '@nestjs/config';
import { createApp } from '../app.factory';
import { createTestApp, testEnv } from '../testing/test-app';
import { AppConfig } from './app-config';
import { ConfigValidationError } from './config-validation.error';

describe('configuration at start-up', () => {
  it('stops start-up with a message naming the bad variable', async () => {
    const started = createApp({ env: testEnv({ PORT: '99999' }) });
    await expect(started).rejects.toThrow(ConfigValidationError);
    await expect(createApp({ env: testEnv({ PORT: 'http' }) })).rejects.toThrow(
      'PORT must be an integer between 1 and 65535',
    );
  });

  it('offers the validated configuration as AppConfig and through ConfigService', async () => {
    const app = await createTestApp({ PORT: '4321' });
    try {
      expect(app.get(AppConfig).port).toBe(4321);
      expect(app.get(ConfigService).get<AppConfig>('app')?.appUrl).toBe('http://localhost:4321');
    } finally {
      await app.close();
    }
  });
});
