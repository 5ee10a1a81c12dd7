import 'reflect-metadata';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { RequestBodyErrorCode, RequestBodyException } from '../errors/request-body.exception';
import { createValidationPipe } from './validation.pipe';

class SearchQueryDto {
  @IsOptional() @IsString() @MaxLength(5) q?: string;
}

const pipe = createValidationPipe();
const asQuery = (value: unknown): Promise<unknown> =>
  pipe.transform(value, { type: 'query', metatype: SearchQueryDto });

describe('the validation pipe on a whole query', () => {
  it('sizes it by its DTO before validating it: a list where a word goes is too large', async () => {
    const hostile = { q: Array.from({ length: 1000 }, () => 'a') };
    await expect(asQuery(hostile)).rejects.toThrow(RequestBodyException);
    await expect(asQuery(hostile)).rejects.toMatchObject({ code: RequestBodyErrorCode.TooLarge });
  });

  it('passes a query within its bounds to the validator', async () => {
    await expect(asQuery({ q: 'abc' })).resolves.toEqual({ q: 'abc' });
  });
});
