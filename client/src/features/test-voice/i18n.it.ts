/** Italian texts of the voice test (`/testvoice`, admin): the monitor's chime and spoken call. */
export const testVoiceIt = {
  intro:
    'Prova il suono che il monitor della sala d’attesa emette a ogni chiamata: il segnale acustico e l’annuncio letto dal browser. Alza il volume di questo dispositivo.',
  language: 'Lingua dell’annuncio',
  italian: 'Italiano',
  english: 'Inglese',
  voice: 'Voce',
  defaultVoice: 'Voce predefinita del browser',
  voiceCount_one: '{{count}} voce disponibile in questa lingua.',
  voiceCount_other: '{{count}} voci disponibili in questa lingua.',
  noVoices: 'Il browser non ha voci per questa lingua: l’annuncio usa la voce predefinita, se c’è.',
  unsupported: 'Questo browser non sa leggere ad alta voce: il monitor suonerà solo il segnale acustico.',
  plate: 'Targa di prova',
  box: 'Box di prova',
  sample: 'Annuncio',
  chime: 'Suona il segnale',
  speak: 'Leggi l’annuncio',
  both: 'Prova la chiamata completa',
  stop: 'Ferma',
  audioBlocked: 'Il browser non ha permesso l’audio: premi di nuovo un pulsante.',
};
