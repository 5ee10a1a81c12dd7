/** English texts of a material's files on its page. */
export const filesEn = {
  title: 'Lesson files',
  list: 'Files of the lesson',
  sample: 'Sample: {{name}}',
  download: 'Download',
  download_named: 'Download {{name}}',
  no_preview: 'No preview for this file.',
  after_purchase:
    'The files open once you buy or get the material. Until then you see watermarked samples.',
};
