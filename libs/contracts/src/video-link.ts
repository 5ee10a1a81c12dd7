/**
 * Video links of the spec: YouTube, VK Video, Rutube and Kinescope only, https, strict host
 * match. Answers the embeddable player address, or null for anything else.
 */
export function videoEmbedUrl(link: string): string | null {
  let url: ParsedUrl;
  try {
    url = new WhatwgUrl(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (url.port !== '') return null;
  const parse = VIDEO_HOST_PARSERS[url.hostname];
  return parse === undefined ? null : parse(url);
}

export const VIDEO_PLATFORMS = ['YouTube', 'VK', 'Rutube', 'Kinescope'] as const;

/** Where the players `videoEmbedUrl` answers live (the page's CSP frame-src allows them). */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube.com',
  'https://vkvideo.ru',
  'https://rutube.ru',
  'https://kinescope.io',
] as const;

/** The parts of a WHATWG URL read here (contracts build without DOM or Node types). */
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  port: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
}
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

type Parser = (url: ParsedUrl) => string | null;

const ID = /^[\w-]{4,64}$/;
const safe = (id: string | null | undefined): string | null =>
  id !== null && id !== undefined && ID.test(id) ? id : null;
const segment = (url: ParsedUrl, index: number): string | undefined =>
  url.pathname.split('/').filter(Boolean)[index];

const youtube: Parser = (url) => {
  const first = segment(url, 0);
  const id =
    first === 'watch'
      ? url.searchParams.get('v')
      : first === 'embed' || first === 'shorts' || first === 'live'
        ? segment(url, 1)
        : null;
  const valid = safe(id);
  return valid === null ? null : `https://www.youtube.com/embed/${valid}`;
};

const youtuBe: Parser = (url) => {
  const id = safe(segment(url, 0));
  return id === null ? null : `https://www.youtube.com/embed/${id}`;
};

/** vk.com/video-123_456, vkvideo.ru/video-123_456, or the embed page itself. */
const vk: Parser = (url) => {
  const match = /^\/video(-?\d+)_(\d+)\/?$/.exec(url.pathname);
  if (match !== null) {
    return `https://vkvideo.ru/video_ext.php?oid=${match[1]}&id=${match[2]}`;
  }
  if (url.pathname === '/video_ext.php') {
    const oid = url.searchParams.get('oid');
    const id = url.searchParams.get('id');
    if (oid !== null && /^-?\d+$/.test(oid) && id !== null && /^\d+$/.test(id)) {
      return `https://vkvideo.ru/video_ext.php?oid=${oid}&id=${id}`;
    }
  }
  return null;
};

/** rutube.ru/video/<id>/ or rutube.ru/play/embed/<id>. */
const rutube: Parser = (url) => {
  const first = segment(url, 0);
  const id = first === 'video' ? segment(url, 1) : first === 'play' ? segment(url, 2) : undefined;
  const valid = safe(id);
  return valid === null ? null : `https://rutube.ru/play/embed/${valid}`;
};

/** kinescope.io/<id> or kinescope.io/embed/<id>. */
const kinescope: Parser = (url) => {
  const first = segment(url, 0);
  const id = safe(first === 'embed' ? segment(url, 1) : first);
  return id === null ? null : `https://kinescope.io/embed/${id}`;
};

const VIDEO_HOST_PARSERS: Readonly<Record<string, Parser>> = {
  'youtube.com': youtube,
  'www.youtube.com': youtube,
  'm.youtube.com': youtube,
  'youtu.be': youtuBe,
  'vk.com': vk,
  'www.vk.com': vk,
  'm.vk.com': vk,
  'vkvideo.ru': vk,
  'www.vkvideo.ru': vk,
  'rutube.ru': rutube,
  'www.rutube.ru': rutube,
  'kinescope.io': kinescope,
};
