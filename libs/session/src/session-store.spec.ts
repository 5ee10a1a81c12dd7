import { ErrorKey, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { ApiError, http } from '@tutor/api-client';
import { useSession } from './session-store';

const teacher: SessionUser = {
  id: 7,
  email: 'anna@example.com',
  first_name: 'Anna',
  phone: '+79990000000',
  role: ROLE_TEACHER,
  social_accounts: [],
  email_verified: true,
  is_operator: false,
};

describe('the session store', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    useSession.setState({ user: null, status: 'unknown', error: null });
  });

  it('holds the user the API answers', async () => {
    jest.spyOn(http, 'get').mockResolvedValue({ data: teacher });
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'signed-in', user: teacher });
  });

  it('treats 401 as a guest, not an error', async () => {
    jest
      .spyOn(http, 'get')
      .mockRejectedValue(new ApiError(ErrorKey.Unauthenticated, 401, 'Unauthenticated.'));
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null, error: null });
  });

  it('keeps other failures so the page can show them', async () => {
    const failure = new ApiError(ErrorKey.ServerError, 500, 'Server Error');
    jest.spyOn(http, 'get').mockRejectedValue(failure);
    await useSession.getState().load();
    expect(useSession.getState()).toMatchObject({ status: 'error', error: failure });
  });

  it('signs out through POST /logout', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: {} });
    useSession.getState().setUser(teacher);
    await useSession.getState().signOut();
    expect(post).toHaveBeenCalledWith('/logout');
    expect(useSession.getState()).toMatchObject({ status: 'guest', user: null });
  });
});
