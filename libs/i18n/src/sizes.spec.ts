import { formatFileSize } from './sizes';

describe('formatFileSize', () => {
  it('writes megabytes with the language’s decimal mark and unit', () => {
    expect(formatFileSize(1.5 * 1024 * 1024, 'ru')).toBe('1,5 МБ');
    expect(formatFileSize(1.5 * 1024 * 1024, 'en')).toBe('1.5 MB');
  });

  it('shows a tiny file as 0.1 and a whole size without decimals', () => {
    expect(formatFileSize(10, 'en')).toBe('0.1 MB');
    expect(formatFileSize(20 * 1024 * 1024, 'ru')).toBe('20 МБ');
  });
});
