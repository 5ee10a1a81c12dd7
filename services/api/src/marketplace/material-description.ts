import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../common/http/escape-html';

/**
 * The rich text of a description as it is kept and shown: paragraphs, emphasis, lists,
 * headings and links (http, https, mailto; opened in a new tab without an opener), and
 * nothing that runs or loads anything. Plain text keeps its line breaks as paragraphs.
 */
export function sanitizeDescription(input: string): string {
  const html = /<[a-z][\s\S]*>/i.test(input) ? input : paragraphs(input);
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      }),
    },
  }).trim();
}

/** The description's words without markup (for search and cards). */
export function descriptionText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
