import { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from './video-link';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://vk.com/video-22822305_456239018',
      'https://vkvideo.ru/video_ext.php?oid=-22822305&id=456239018',
    ],
    [
      'https://vkvideo.ru/video_ext.php?oid=-1&id=2',
      'https://vkvideo.ru/video_ext.php?oid=-1&id=2',
    ],
    [
      'https://rutube.ru/video/c6cc4d620b1d4338901770a44b3e82f4/',
      'https://rutube.ru/play/embed/c6cc4d620b1d4338901770a44b3e82f4',
    ],
    ['https://kinescope.io/abc123DEF', 'https://kinescope.io/embed/abc123DEF'],
    ['  https://kinescope.io/embed/abc123DEF  ', 'https://kinescope.io/embed/abc123DEF'],
  ])('embeds %s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  it.each([
    ['plain http', 'http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['a subdomain not on the list', 'https://evil.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['credentials in the address', 'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['another port', 'https://rutube.ru:8443/video/c6cc4d620b1d4338901770a44b3e82f4/'],
    ['an id with markup', 'https://www.youtube.com/watch?v=<script>'],
    ['a page that is no video', 'https://vk.com/id1'],
    ['another platform', 'https://vimeo.com/76979871'],
    ['no address at all', 'not a link'],
  ])('refuses %s', (_case, link) => {
    expect(videoEmbedUrl(link)).toBeNull();
  });

  it('only answers players on the origins the page may frame', () => {
    const embeds = [
      'https://youtu.be/abcdEFGH',
      'https://vk.com/video1_2',
      'https://rutube.ru/video/abcdef12/',
      'https://kinescope.io/abcd1234',
    ].map(videoEmbedUrl);
    for (const embed of embeds) {
      expect(VIDEO_EMBED_ORIGINS).toContain(new URL(embed ?? '').origin);
    }
  });
});
