import { cleanFileName, contentDisposition } from './file-names';
import { extensionOf, fileKind, isInline, looksLikeAudio, mimeOf, servedMime } from './file-types';

describe('file types and names', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('Report.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
  });

  it('names the type by extension, else keeps a valid client type', () => {
    expect(mimeOf('pdf', 'text/html')).toBe('application/pdf');
    expect(mimeOf('md', 'Text/Markdown')).toBe('text/markdown');
    expect(mimeOf('md', 'text/html; charset=utf-8')).toBe('application/octet-stream');
    expect(mimeOf('md', undefined)).toBe('application/octet-stream');
    expect(servedMime('text/plain\r\nSet-Cookie: a=b')).toBe('application/octet-stream');
  });

  it('shows raster images and audio inline, nothing else', () => {
    expect(isInline('image/png')).toBe(true);
    expect(isInline('audio/webm')).toBe(true);
    expect(isInline('image/svg+xml')).toBe(false);
    expect(isInline('text/html')).toBe(false);
    expect(isInline('application/pdf')).toBe(false);
  });

  it('offers an <img> preview only for images served inline (never SVG)', () => {
    expect(fileKind('image/jpeg')).toBe('image');
    expect(fileKind('IMAGE/WEBP')).toBe('image');
    expect(fileKind('audio/ogg')).toBe('audio');
    expect(fileKind('image/svg+xml')).toBe('other');
    expect(fileKind('image/bmp')).toBe('other');
    expect(fileKind('text/html')).toBe('other');
  });

  it('knows audio by its first bytes', () => {
    const bytes = (text: string) => Buffer.from(text, 'latin1');
    expect(looksLikeAudio('ogg', bytes('OggS....'))).toBe(true);
    expect(looksLikeAudio('wav', bytes('RIFF....WAVE'))).toBe(true);
    expect(looksLikeAudio('wav', bytes('RIFF....AVI '))).toBe(false);
    expect(looksLikeAudio('m4a', bytes('\u0000\u0000\u0000\u0018ftypM4A '))).toBe(true);
    expect(looksLikeAudio('mp3', Buffer.from([0xff, 0xf3]))).toBe(true);
    expect(looksLikeAudio('mp3', Buffer.from([0xff, 0x00]))).toBe(false);
    expect(looksLikeAudio('webm', Buffer.alloc(0))).toBe(false);
    expect(looksLikeAudio('pdf', bytes('%PDF'))).toBe(false);
  });

  it('keeps a clean, short name with its extension', () => {
    expect(cleanFileName('C:\\Users\\anna\\Домашка.docx')).toBe('Домашка.docx');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('a\u0000b\u202e.txt')).toBe('ab.txt');
    expect(cleanFileName('   ')).toBe('file');
    const long = cleanFileName(`${'я'.repeat(300)}.pdf`);
    expect([...long]).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'photo.png')).toBe(
      `inline; filename="photo.png"; filename*=UTF-8''photo.png`,
    );
    expect(contentDisposition('attachment', 'Отчёт "1" (final).pdf')).toBe(
      `attachment; filename="_____ _1_ (final).pdf"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82%20%221%22%20%28final%29.pdf`,
    );
  });
});
