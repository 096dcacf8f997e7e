import { useEffect, useState } from 'react';

export interface VoiceOption {
  voiceURI: string;
  name: string;
  lang: string;
  isDefault: boolean;
}

/**
 * The browser's speech voices for a language (`it` or `en`), kept current: most browsers load
 * their voices after the page and announce them with `voiceschanged`. `supported` is false when
 * the browser has no speech synthesis at all.
 */
export function useVoices(language: 'it' | 'en') {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  const [all, setAll] = useState<readonly SpeechSynthesisVoice[]>(() => synth?.getVoices() ?? []);
  useEffect(() => {
    if (!synth) return;
    const load = () => setAll(synth.getVoices());
    load();
    synth.addEventListener('voiceschanged', load);
    return () => synth.removeEventListener('voiceschanged', load);
  }, [synth]);
  const voices: VoiceOption[] = all
    .filter((voice) => voice.lang.toLowerCase().startsWith(language))
    .map((voice) => ({
      voiceURI: voice.voiceURI,
      name: voice.name,
      lang: voice.lang,
      isDefault: voice.default,
    }));
  return { supported: !!synth, voices };
}
