import { http } from '@tutor/api-client';
import { reportRemoteFailure } from './report-failure';

describe('reportRemoteFailure', () => {
  beforeEach(() => {
    jest.spyOn(http, 'post').mockResolvedValue({ data: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('counts a remote’s failure once per page view and kind, and logs each message', () => {
    reportRemoteFailure('tasks', 'manifest 404');
    reportRemoteFailure('tasks', 'errorLoadRemote: manifest 404');
    reportRemoteFailure('tasks', 'manifest 404');
    reportRemoteFailure('tasks', 'react 19.2.0 is shared, it asks for ^18.2.0', 'shared');
    reportRemoteFailure('journal', 'manifest 404');
    expect(jest.mocked(http.post).mock.calls.map(([, body]) => body)).toEqual([
      expect.objectContaining({ remote: 'tasks', kind: 'load', message: 'manifest 404' }),
      expect.objectContaining({ remote: 'tasks', kind: 'shared' }),
      expect.objectContaining({ remote: 'journal', kind: 'load' }),
    ]);
    expect(console.error).toHaveBeenCalledTimes(3);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('keeps what cannot be a registry name in the console', () => {
    reportRemoteFailure('https://cdn.test/x/remoteEntry.js', 'unreadable');
    expect(http.post).not.toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      'Remote "https://cdn.test/x/remoteEntry.js" failed: unreadable',
    );
  });
});
