/**
 * @tutor/ui/attachments: the files of a task or question with their previews. A subpath of
 * its own, outside the shared @tutor/ui, so that only the pages listing files bundle it.
 */
export { AttachmentList, type AttachmentItem, type AttachmentListProps } from './AttachmentList';
export { PdfPages } from './PdfPages';
