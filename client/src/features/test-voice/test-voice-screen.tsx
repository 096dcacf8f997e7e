import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from '../../i18n/languages.ts';
import { Banner } from '../../ui/banner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { createAnnouncer } from '../monitor/announcer.ts';
import { useVoices } from './use-voices.ts';
import './test-voice.css';

const DEFAULT_VOICE = 'default';

/**
 * Voice test (`/testvoice`, admin): the monitor's own announcer (the same chime and speech code the
 * waiting room hears), in Italian or English, with the browser's voices for that language and a
 * sample call built from the monitor's announcement text.
 */
export function TestVoiceScreen() {
  const { t, i18n } = useTranslation();
  const announcer = useMemo(() => createAnnouncer(), []);
  const [language, setLanguage] = useState<Language>(toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const [voiceURI, setVoiceURI] = useState(DEFAULT_VOICE);
  const [plate, setPlate] = useState('AB123CD');
  const [box, setBox] = useState('Box 3');
  const [blocked, setBlocked] = useState(false);
  const { supported, voices } = useVoices(language);
  // The announcement in the chosen language, whatever the interface language is.
  const sample = i18n.getFixedT(language)('monitor.announcement', { plate, box });

  const play = async (parts: { chime: boolean; speak: boolean }) => {
    // Browsers start audio only from a user gesture: each press unlocks it first.
    const unlocked = await announcer.unlock();
    setBlocked(parts.chime && !unlocked);
    if (parts.chime) announcer.chime();
    if (parts.speak) announcer.say(sample, language, voiceURI === DEFAULT_VOICE ? undefined : voiceURI);
  };

  const voiceOptions = [
    { id: DEFAULT_VOICE, label: t('testVoice.defaultVoice') },
    ...voices.map((voice) => ({
      id: voice.voiceURI,
      label: `${voice.name} (${voice.lang})${voice.isDefault ? ' ★' : ''}`,
    })),
  ];

  return (
    <div className="staff-page test-voice" data-testid="test-voice-screen">
      <title>{`${t('nav.testVoice')} · Turno`}</title>
      <h1>{t('nav.testVoice')}</h1>
      <Card>
        <p>{t('testVoice.intro')}</p>
        {supported ? null : (
          <Banner tone="info" data-testid="test-voice-unsupported">
            {t('testVoice.unsupported')}
          </Banner>
        )}
        <div className="test-voice__fields">
          <div className="test-voice__language">
            {/* The group is named by aria-label; this is the same name for sighted users. */}
            <span className="ui-field__label" aria-hidden="true">
              {t('testVoice.language')}
            </span>
            <SegmentedControl
              label={t('testVoice.language')}
              options={[
                { id: 'it', label: t('testVoice.italian'), accessibleName: t('testVoice.italian') },
                { id: 'en', label: t('testVoice.english'), accessibleName: t('testVoice.english') },
              ]}
              selected={language}
              onChange={(id) => {
                setLanguage(id as Language);
                setVoiceURI(DEFAULT_VOICE);
              }}
              data-testid="test-voice-language"
            />
          </div>
          {supported ? (
            <div>
              <Select
                label={t('testVoice.voice')}
                options={voiceOptions}
                value={voiceURI}
                onChange={setVoiceURI}
                data-testid="test-voice-voice"
              />
              <p className="muted small" data-testid="test-voice-count">
                {voices.length
                  ? t('testVoice.voiceCount', { count: voices.length })
                  : t('testVoice.noVoices')}
              </p>
            </div>
          ) : null}
          <TextField
            label={t('testVoice.plate')}
            value={plate}
            onChange={setPlate}
            inputTestId="test-voice-plate"
          />
          <TextField label={t('testVoice.box')} value={box} onChange={setBox} inputTestId="test-voice-box" />
        </div>
        <p className="test-voice__sample">
          <span className="muted">{t('testVoice.sample')}: </span>
          <q lang={language} data-testid="test-voice-sample">
            {sample}
          </q>
        </p>
        {blocked ? <Banner tone="error">{t('testVoice.audioBlocked')}</Banner> : null}
        <div className="test-voice__actions">
          <Button
            variant="secondary"
            onPress={() => void play({ chime: true, speak: false })}
            data-testid="test-voice-chime"
          >
            {t('testVoice.chime')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => void play({ chime: false, speak: true })}
            isDisabled={!supported}
            data-testid="test-voice-speak"
          >
            {t('testVoice.speak')}
          </Button>
          <Button onPress={() => void play({ chime: true, speak: true })} data-testid="test-voice-both">
            {t('testVoice.both')}
          </Button>
          <Button
            variant="quiet"
            onPress={() => window.speechSynthesis?.cancel()}
            isDisabled={!supported}
            data-testid="test-voice-stop"
          >
            {t('testVoice.stop')}
          </Button>
        </div>
      </Card>
    </div>
  );
}
