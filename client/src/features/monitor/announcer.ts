import { localeOf } from '../../i18n/languages.ts';
/**
 * The sound of a call: a two-note chime made with the Web Audio API (no file to download) and,
 * when the browser has a speech engine, the plate and box read out in the interface language.
 * Browsers start audio only after a user gesture: `unlock()` is called from the sound button.
 */
export interface Announcer {
  /** Resumes audio after a user gesture; true when audio can play. */
  unlock(): Promise<boolean>;
  /** Whether audio is allowed now (no gesture needed any more). */
  isUnlocked(): boolean;
  chime(): void;
  /** Reads `text` aloud; `voiceURI` picks one of the browser's voices (the language's default otherwise). */
  say(text: string, language: string, voiceURI?: string): void;
}

type AudioContextClass = typeof AudioContext;

export function createAnnouncer(win: Window & typeof globalThis = window): Announcer {
  let context: AudioContext | null = null;
  const Context: AudioContextClass | undefined =
    win.AudioContext ?? (win as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

  function audio(): AudioContext | null {
    if (!Context) return null;
    context ??= new Context();
    return context;
  }

  return {
    async unlock() {
      const ctx = audio();
      if (!ctx) return false;
      if (ctx.state === 'suspended') await ctx.resume().catch(() => undefined);
      return ctx.state === 'running';
    },
    isUnlocked() {
      return audio()?.state === 'running';
    },
    chime() {
      const ctx = audio();
      if (ctx?.state !== 'running') return;
      const start = ctx.currentTime;
      // Two soft sine notes (E5 then A5), each with a quick attack and a long fade.
      [659.25, 880].forEach((frequency, index) => {
        const at = start + index * 0.28;
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.35, at + 0.03);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.9);
        oscillator.connect(gain).connect(ctx.destination);
        oscillator.start(at);
        oscillator.stop(at + 0.95);
      });
    },
    say(text, language, voiceURI) {
      const synth = win.speechSynthesis;
      const Utterance = win.SpeechSynthesisUtterance;
      if (!synth || !Utterance) return;
      const utterance = new Utterance(text);
      utterance.lang = localeOf(language);
      utterance.rate = 0.9;
      const voice = voiceURI ? synth.getVoices().find((v) => v.voiceURI === voiceURI) : undefined;
      if (voice) utterance.voice = voice;
      // After the chime, not over it.
      win.setTimeout(() => synth.speak(utterance), 700);
    },
  };
}
