import { MAX_JSON_VALUES, jsonExcess } from './json-depth';

const bytes = (text: string): Uint8Array => Buffer.from(text);

describe('jsonExcess', () => {
  it('counts items and members, not brackets or text', () => {
    expect(jsonExcess(bytes('[1, 2, 3]'), 32, 3)).toBeUndefined();
    expect(jsonExcess(bytes('[1, 2, 3, 4]'), 32, 3)).toBe('values');
    expect(jsonExcess(bytes('{"a": [], "b": {}}'), 32, 2)).toBeUndefined();
    expect(jsonExcess(bytes('[[], [], {}]'), 32, 2)).toBe('values');
    expect(jsonExcess(bytes('["a,b,c,[{", "\\",,,\\\\", "x"]'), 32, 3)).toBeUndefined();
  });

  it('finds depth past the limit', () => {
    expect(jsonExcess(bytes('[[[1]]]'), 3)).toBeUndefined();
    expect(jsonExcess(bytes('[[[[1]]]]'), 3)).toBe('depth');
    expect(jsonExcess(bytes('["[[[[[", "\\"[[[["]'), 3)).toBeUndefined();
  });

  it('takes 100,000 items and refuses a megabyte of empty objects, without parsing it', () => {
    expect(jsonExcess(bytes(`[${Array(100_000).fill('{}').join(',')}]`))).toBeUndefined();
    const flood = bytes(`[${Array(340_000).fill('{}').join(',')}]`);
    expect(flood.length).toBeGreaterThan(MAX_JSON_VALUES * 3);
    expect(jsonExcess(flood)).toBe('values');
  });

  it('skips a megabyte of text in one step, escaped quotes included', () => {
    const text = bytes(JSON.stringify({ a: `${'x\\"'.repeat(300_000)}`, b: [1, 2] }));
    expect(jsonExcess(text, 32, 4)).toBeUndefined();
    expect(jsonExcess(text, 32, 3)).toBe('values');
  });
});
