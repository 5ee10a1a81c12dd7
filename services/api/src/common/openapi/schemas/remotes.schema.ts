import { named, text } from '../json-schema';

/** GET /remotes.json: `{ "auth": "<url>/mf-manifest.json", ... }`. */
export const RemotesRegistrySchema = named('RemotesRegistry', {
  type: 'object',
  additionalProperties: text(),
});
