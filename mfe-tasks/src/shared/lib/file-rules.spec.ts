import { acceptOf, refusalOf } from './file-rules';

const LIMITS = { max_mb: 1, types: ['pdf', 'jpg'], quota_mb: 10 };
const sized = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('the file rules of an answer', () => {
  it('offers the allowed extensions to the file dialog', () => {
    expect(acceptOf(LIMITS)).toBe('.pdf,.jpg');
    expect(acceptOf(undefined)).toBeUndefined();
  });

  it('refuses a type not allowed, whatever the letter case', () => {
    expect(refusalOf(sized('notes.exe', 10), LIMITS)).toBe('type');
    expect(refusalOf(sized('no-extension', 10), LIMITS)).toBe('type');
    expect(refusalOf(sized('SCAN.JPG', 10), LIMITS)).toBeUndefined();
  });

  it('refuses a file past the size limit and takes one at it', () => {
    expect(refusalOf(sized('big.pdf', 1024 * 1024 + 1), LIMITS)).toBe('size');
    expect(refusalOf(sized('fits.pdf', 1024 * 1024), LIMITS)).toBeUndefined();
  });

  it('leaves everything to the server without limits', () => {
    expect(refusalOf(sized('any.exe', 10), undefined)).toBeUndefined();
  });
});
