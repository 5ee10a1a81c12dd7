import { INJECTED_REGISTRY_ID } from '@tutor/contracts';
import { injectedRegistry, startRegistry } from './injected-registry';
import { parseRegistry } from './registry';

const auth = { name: 'auth', type: 'manifest', areas: [{ path: '/login' }] };
const INJECTED = {
  version: 2,
  remotes: [{ ...auth, entry: '/remotes/auth/mf-manifest.json' }],
  skipped: [],
};
const FETCHED = {
  version: 2,
  remotes: [{ ...auth, entry: 'https://cdn.test/auth/mf-manifest.json' }],
  skipped: [],
};

function pageWith(content: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  const base = doc.createElement('base');
  base.href = 'http://app.test/login';
  doc.head.append(base);
  if (content !== undefined) {
    const script = doc.createElement('script');
    script.id = INJECTED_REGISTRY_ID;
    script.type = 'application/json';
    script.textContent = content;
    doc.head.append(script);
  }
  return doc;
}

describe('the registry the shell starts with', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockResolvedValue({
      ok: true,
      status: 200,
      json: () => Promise.resolve(FETCHED),
    } as Response);
    global.fetch = fetchMock;
  });

  it('reads the registry the API injected, without fetching /remotes.json', async () => {
    const doc = pageWith(JSON.stringify(INJECTED));
    const registry = await startRegistry(doc);
    expect(registry).toEqual(parseRegistry(INJECTED, doc.baseURI));
    expect(registry).not.toEqual(parseRegistry(FETCHED, doc.baseURI));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads it once: the element leaves the page', () => {
    const doc = pageWith(JSON.stringify(INJECTED));
    expect(injectedRegistry(doc)).toEqual(INJECTED);
    expect(doc.getElementById(INJECTED_REGISTRY_ID)).toBeNull();
    expect(injectedRegistry(doc)).toBeUndefined();
  });

  it.each([
    ['a page without one', undefined],
    ['an unreadable one', '{"remotes": '],
  ])('fetches /remotes.json for %s', async (_case, content) => {
    const doc = pageWith(content);
    const registry = await startRegistry(doc);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    expect(registry).toEqual(parseRegistry(FETCHED, document.baseURI));
  });
});
