import {
  arrayOf,
  bool,
  constant,
  int,
  keyed,
  moment,
  named,
  nullable,
  object,
  oneOf,
  oneOfValues,
  recordOf,
  someKeyed,
  text,
} from './builders';
import { NamedSchema, type Static } from './schema';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(proof: Same<A, B>): Same<A, B> => proof;

const Ref = named('Ref', object({ id: int(), name: text() }));
const Shape = object(
  {
    ref: Ref,
    tags: arrayOf(text()),
    done: bool(),
    at: moment(),
    kind: oneOfValues(['a', 'b']),
    one: constant(1),
    note: nullable(text()),
    either: oneOf(int(), text()),
    counts: recordOf(int()),
  },
  ['note'],
);

describe('schema builders', () => {
  it('infer the static type of what they describe', () => {
    type Expected = {
      ref: { id: number; name: string };
      tags: string[];
      done: boolean;
      at: number;
      kind: 'a' | 'b';
      one: 1;
      note?: string | null;
      either: number | string;
      counts: Record<string, number>;
    };
    expect(same<Static<typeof Shape>, Expected>(true)).toBe(true);
    expect(same<Static<typeof Ref>, { id: number; name: string }>(true)).toBe(true);
  });

  it('write JSON Schema: every property required but the optional ones, no others', () => {
    expect(Shape).toMatchObject({
      type: 'object',
      required: ['ref', 'tags', 'done', 'at', 'kind', 'one', 'either', 'counts'],
      additionalProperties: false,
    });
    expect(nullable(text())).toEqual({ oneOf: [{ type: 'string' }, { type: 'null' }] });
    expect(oneOfValues(['a', 'b'])).toEqual({ enum: ['a', 'b'] });
    expect(keyed(['a', 'b'], int())).toEqual(object({ a: int(), b: int() }));
    expect(
      same<
        Static<ReturnType<typeof keyed<'a' | 'b', ReturnType<typeof int>>>>,
        Record<'a' | 'b', number>
      >(true),
    ).toBe(true);
    expect(someKeyed(['a', 'b'], int())).toEqual(object({ a: int(), b: int() }, ['a', 'b']));
    expect(recordOf(int())).toEqual({ type: 'object', additionalProperties: { type: 'integer' } });
  });

  it('keep a named schema whole, for the document to make it a component', () => {
    expect(Ref).toBeInstanceOf(NamedSchema);
    expect(Ref.name).toBe('Ref');
    expect(Shape.properties).toMatchObject({ ref: Ref });
  });

  it('carry no type marker at run time', () => {
    expect(JSON.parse(JSON.stringify(Shape))).toEqual({
      ...Shape,
      properties: { ...(Shape.properties as object), ref: { name: 'Ref', schema: Ref.schema } },
    });
    expect(Object.getOwnPropertySymbols(Shape)).toEqual([]);
  });
});
