import { describe, expect, it } from 'vitest';
import {
  decideVersion,
  KEPT_STORAGE_KEYS,
  keysToClear,
  reloadUrl,
  servedVersion,
  VERSION_CHECK_MAX_DELAY_MS,
  versionCheckDelay,
} from './version-check.ts';

describe('versionCheckDelay', () => {
  it('starts at 30 s and grows by 1.5 each time', () => {
    expect([0, 1, 2, 3].map(versionCheckDelay)).toEqual([30_000, 45_000, 67_500, 101_250]);
  });

  it('never waits more than 5 minutes', () => {
    expect(versionCheckDelay(5)).toBe(227_813);
    expect(versionCheckDelay(6)).toBe(VERSION_CHECK_MAX_DELAY_MS);
    expect(versionCheckDelay(100)).toBe(300_000);
  });

  it('treats a negative index as the first check', () => {
    expect(versionCheckDelay(-3)).toBe(30_000);
  });
});

describe('servedVersion', () => {
  it('reads the version field of /version.json', () => {
    expect(servedVersion({ version: '1.3.12+20261121' })).toBe('1.3.12+20261121');
  });

  it('ignores bodies that are not a version file (an HTML error page, an empty version)', () => {
    expect(servedVersion(null)).toBeNull();
    expect(servedVersion('<html>')).toBeNull();
    expect(servedVersion({ version: '' })).toBeNull();
    expect(servedVersion({ version: 3 })).toBeNull();
  });
});

describe('decideVersion', () => {
  const page = 'https://turno.example/Checkin?x=1';

  it('does nothing when the served version is the running one or unknown', () => {
    expect(decideVersion('1.0+a', '1.0+a', page)).toBe('same');
    expect(decideVersion('1.0+a', null, page)).toBe('same');
  });

  it('reloads for a different version', () => {
    expect(decideVersion('1.0+a', '1.0+b', page)).toBe('reload');
  });

  it('does not reload twice for the same version (a cache still serves the old bundle)', () => {
    expect(decideVersion('1.0+a', '1.0+b', `${page}&v=1.0%2Bb`)).toBe('already-reloaded');
    expect(decideVersion('1.0+a', '1.0+c', `${page}&v=1.0%2Bb`)).toBe('reload');
  });
});

describe('reloadUrl', () => {
  it('keeps the page and its parameters and sets v', () => {
    expect(reloadUrl('https://turno.example/Agenda?day=2&v=old#top', '1.3.12+x')).toBe(
      'https://turno.example/Agenda?day=2&v=1.3.12%2Bx#top',
    );
  });
});

describe('keysToClear', () => {
  it('clears everything but the language choice', () => {
    expect(keysToClear(['turno.token', 'i18nextLng', 'other'], ['i18nextLng'])).toEqual([
      'turno.token',
      'other',
    ]);
  });

  it('keeps what makes a browser its monitor or totem, and still drops the session', () => {
    const stored = ['turno.token', 'turno.monitorID', 'turno.totemID', 'turno.deviceID', 'turno.myBox'];
    expect(keysToClear(stored, KEPT_STORAGE_KEYS)).toEqual(['turno.token', 'turno.myBox']);
  });
});
