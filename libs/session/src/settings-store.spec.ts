import { ErrorKey, type AppSettings } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';
import { useAppSettings } from './settings-store';

const settings: AppSettings = {
  oauth: ['google'],
  roles: [{ id: 2, name: 'Ученик', phone_required: false }],
  logo: '/logo.svg',
  logo_title: 'Репетитор',
  referral_price_rub: 99,
};

describe('the app settings store', () => {
  afterEach(() => jest.restoreAllMocks());

  it('holds what GET /api/settings answers', async () => {
    const get = jest.spyOn(http, 'get').mockResolvedValue({ data: settings });
    await useAppSettings.getState().load();
    expect(get).toHaveBeenCalledWith('/api/settings');
    expect(useAppSettings.getState().settings).toEqual(settings);
  });

  it('keeps the last settings and records the failure when reloading fails', async () => {
    const failure = new ApiError(ErrorKey.NetworkError, null, null);
    jest.spyOn(http, 'get').mockRejectedValue(failure);
    await useAppSettings.getState().load();
    expect(useAppSettings.getState()).toMatchObject({ settings, error: failure });
  });
});
