import { ROLE_STUDENT, ROLE_TEACHER, type SessionUser } from '@tutor/contracts';
import { onlineManager } from '@tanstack/react-query';
import { http } from '@tutor/api-client';
import { queryClient } from './query-client';
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
const student: SessionUser = { ...teacher, id: 8, email: 'olya@example.com', role: ROLE_STUDENT };
const KEY = ['tasks'];

describe('the page’s query cache and the session', () => {
  beforeEach(() => {
    useSession.getState().setUser(teacher);
    queryClient.setQueryData(KEY, ['a task']);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    queryClient.clear();
    useSession.setState({ user: null, status: 'unknown', error: null });
  });

  it('keeps the answers while the same person is signed in', () => {
    useSession.getState().setUser({ ...teacher, first_name: 'Anna Petrovna' });
    expect(queryClient.getQueryData(KEY)).toEqual(['a task']);
  });

  it('forgets them when another person signs in', () => {
    useSession.getState().setUser(student);
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });

  it('forgets them on sign-out', async () => {
    jest.spyOn(http, 'post').mockResolvedValue({ data: null });
    await useSession.getState().signOut();
    expect(queryClient.getQueryData(KEY)).toBeUndefined();
  });
});

describe('the page’s query cache offline', () => {
  const setOnline = (value: boolean) => onlineManager.setOnline(value);
  afterEach(() => {
    setOnline(true);
    queryClient.clear();
  });

  it('fails a query at once instead of pausing it until the network is back', async () => {
    setOnline(false);
    const failure = new Error('no network');
    const queryFn = jest.fn().mockRejectedValue(failure);
    await expect(queryClient.fetchQuery({ queryKey: ['offline'], queryFn })).rejects.toBe(failure);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['offline'])?.fetchStatus).toBe('idle');
  });

  it('fails a change at once instead of sending it by itself when the network is back', async () => {
    setOnline(false);
    const mutationFn = jest.fn().mockRejectedValue(new Error('no network'));
    const change = queryClient.getMutationCache().build(queryClient, { mutationFn });
    await expect(change.execute(undefined)).rejects.toThrow('no network');
    expect(mutationFn).toHaveBeenCalledTimes(1);
    setOnline(true);
    await queryClient.resumePausedMutations();
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });
});
