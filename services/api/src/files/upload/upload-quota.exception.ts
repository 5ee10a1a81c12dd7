import { fieldAnswer, registerErrorAnswer } from '../../common/errors/http-answer';
import type { Locale } from '../../i18n/locale';
import { translate } from '../../i18n/messages';

const KB = 1024;
const MB = 1024 * KB;

/** A size as a person reads it: `3.4 MB` / `3,4 МБ`, `512 KB` under a megabyte, rounded down. */
export function readableSize(bytes: number, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (bytes >= KB && bytes < MB) {
    return translate('files.size_kb', locale, { size: number.format(Math.floor(bytes / KB)) });
  }
  const mb = Math.floor((Math.max(0, bytes) / MB) * 10) / 10;
  return translate('files.size_mb', locale, { size: number.format(mb) });
}

/** The upload does not fit in the user's FILE_QUOTA_MB: 422 on `file`, saying what is left. */
export class UploadQuotaException extends Error {
  constructor(
    /** What the user's stored files left free before this upload. */
    readonly leftBytes: number,
    readonly quotaMb: number,
  ) {
    super(`Upload over the quota: ${leftBytes} bytes were left of ${quotaMb} MB`);
    this.name = 'UploadQuotaException';
  }
}

registerErrorAnswer(UploadQuotaException, (exception, locale) =>
  fieldAnswer(
    'file',
    translate('files.quota', locale, {
      left: readableSize(exception.leftBytes, locale),
      quota: exception.quotaMb,
    }),
  ),
);
