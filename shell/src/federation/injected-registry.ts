import { INJECTED_REGISTRY_ID, type ServedRegistry } from '@tutor/contracts';
import { fetchRegistry, parseRegistry } from './registry';

/**
 * The registry the API put into the page (what /remotes.json answers), read once: the
 * shell starts without a round trip for it. Undefined when the page has none or it is
 * unreadable.
 */
export function injectedRegistry(doc: Document = document): unknown {
  const element = doc.getElementById(INJECTED_REGISTRY_ID);
  if (element === null || element.textContent === null) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as unknown;
  } catch {
    return undefined;
  }
}

/** The registry to start with: the injected one, else fetched from /remotes.json. */
export function startRegistry(doc: Document = document): Promise<ServedRegistry> {
  const injected = injectedRegistry(doc);
  return injected === undefined
    ? fetchRegistry()
    : Promise.resolve(parseRegistry(injected, doc.baseURI));
}
