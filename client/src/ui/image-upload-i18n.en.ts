import type { imageUploadIt } from './image-upload-i18n.it.ts';

export const imageUploadEn: typeof imageUploadIt = {
  choose: 'Choose an image',
  replace: 'Change image',
  remove: 'Remove',
  none: 'No image',
  preview: 'Preview: {{label}}',
  hint: 'PNG, JPEG, WebP or SVG, at most 512 KB.',
  unreadable: 'The file could not be read. Try another image.',
};
