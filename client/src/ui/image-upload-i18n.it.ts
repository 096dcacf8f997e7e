export const imageUploadIt = {
  choose: 'Scegli un’immagine',
  replace: 'Cambia immagine',
  remove: 'Rimuovi',
  none: 'Nessuna immagine',
  preview: 'Anteprima: {{label}}',
  hint: 'PNG, JPEG, WebP o SVG, al massimo 512 KB.',
  unreadable: 'Impossibile leggere il file. Riprova con un’altra immagine.',
};
