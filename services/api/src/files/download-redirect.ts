import { HttpStatus } from '@nestjs/common';
import { registerErrorAnswer } from '../common/errors/http-answer';
import { translate } from '../i18n/messages';
import type { DownloadHeaders, FileStorage } from './file-storage';
import './files.messages';

/**
 * A download the client takes from the storage itself (a presigned URL), after the route's
 * access checks. Thrown, as a route's answer can't turn from a file into a redirect
 * otherwise: the one filter answers 302 with the URL, never cached past its short life.
 */
export class DownloadRedirect extends Error {
  constructor(readonly url: string) {
    super('The download is redirected to the storage');
    this.name = 'DownloadRedirect';
  }
}

registerErrorAnswer(DownloadRedirect, (redirect, locale) => ({
  status: HttpStatus.FOUND,
  body: { message: translate('files.download_elsewhere', locale) },
  headers: { Location: redirect.url, 'Cache-Control': 'private, no-store' },
}));

/**
 * With FILE_DOWNLOADS=presigned on S3, throws the redirect to the key's presigned URL with
 * the streamed answer's type and disposition; else the route streams the bytes itself.
 */
export async function redirectIfPresigned(
  storage: FileStorage,
  key: string,
  headers: DownloadHeaders,
): Promise<void> {
  const url = await storage.downloadUrl(key, headers);
  if (url !== undefined) throw new DownloadRedirect(url);
}
