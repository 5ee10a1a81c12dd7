import type { SocialProvider } from '@tutor/contracts';
import { http } from '@tutor/api-client';

interface DisconnectAnswer {
  success: boolean;
  message?: string;
}

/** POST /api/oauth/{provider}/disconnect; the spec reads `success` and `message`. */
export async function disconnectProvider(provider: SocialProvider): Promise<DisconnectAnswer> {
  const { data } = await http.post<DisconnectAnswer>(`/api/oauth/${provider}/disconnect`);
  return data;
}
