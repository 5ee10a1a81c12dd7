import { currentLocale } from './index';

const MB = 1024 * 1024;

/**
 * A file's size in megabytes as the page's language writes it, the one way of every page:
 * one decimal at most, never less than 0.1 ("1,5 МБ", "0.1 MB", "20 MB").
 */
export function formatFileSize(bytes: number, locale: string = currentLocale()): string {
  const megabytes = Math.max(0.1, Math.round((bytes / MB) * 10) / 10);
  return new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ru-RU', {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(megabytes);
}
