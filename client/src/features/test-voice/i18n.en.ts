import type { testVoiceIt } from './i18n.it.ts';

/** English texts of the voice test (`/testvoice`, admin). */
export const testVoiceEn: typeof testVoiceIt = {
  intro:
    'Try the sound the waiting-room monitor makes on every call: the chime and the announcement read by the browser. Turn up this device’s volume.',
  language: 'Announcement language',
  italian: 'Italian',
  english: 'English',
  voice: 'Voice',
  defaultVoice: 'The browser’s default voice',
  voiceCount_one: '{{count}} voice available in this language.',
  voiceCount_other: '{{count}} voices available in this language.',
  noVoices: 'The browser has no voice for this language: the announcement uses the default voice, if any.',
  unsupported: 'This browser cannot read aloud: the monitor will only play the chime.',
  plate: 'Sample plate',
  box: 'Sample box',
  sample: 'Announcement',
  chime: 'Play the chime',
  speak: 'Read the announcement',
  both: 'Try the whole call',
  stop: 'Stop',
  audioBlocked: 'The browser did not allow sound: press a button again.',
};
