import { ErrorKey } from '@tutor/contracts';
import { ApiError } from './api-error';
import { NO_FAILURE, toFailure } from './failure';

describe('toFailure', () => {
  it('puts the lists of a 422 under the fields and shows no alert', () => {
    const caught = new ApiError(ErrorKey.Validation, 422, 'Invalid.', { inn: ['Too short.'] });
    expect(toFailure(caught)).toEqual({ fields: { inn: ['Too short.'] }, error: null });
  });

  it('shows any other failure as one error for the alert, mapped to the catalogue', () => {
    const server = new ApiError(ErrorKey.ServerError, 500, null);
    expect(toFailure(server)).toEqual({ fields: {}, error: server });
    const thrown = toFailure(new Error('boom'));
    expect(thrown.fields).toEqual({});
    expect(thrown.error).toBeInstanceOf(ApiError);
    expect((thrown.error as ApiError).serverMessage).toBe('boom');
  });

  it('starts with nothing to show', () => {
    expect(NO_FAILURE).toEqual({ fields: {}, error: null });
  });
});
