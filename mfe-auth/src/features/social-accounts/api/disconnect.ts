import type { SocialProvider } from '@tutor/contracts';
import { apiRequest, type JsonAnswer } from '@tutor/api-client';

/** POST /api/oauth/{provider}/disconnect; the spec reads `success` and `message`. */
export function disconnectProvider(
  provider: SocialProvider,
): Promise<JsonAnswer<'/api/oauth/{provider}/disconnect', 'post'>> {
  return apiRequest('post', '/api/oauth/{provider}/disconnect', { path: { provider } });
}
