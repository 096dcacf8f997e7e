import { describe, expect, it } from 'vitest';
import { itemAt, nextPosition, type RotationPosition, START } from './use-slogan-rotation.ts';

const slogans = ['a', 'b', 'c'].map((id) => ({ sloganID: id, title: id, text: '', duration: 5 }));
const videos = ['https://v/1.mp4', 'https://v/2.webm'];

/** The first `steps` items of the rotation, as the screen would show them. */
function run(sl: typeof slogans, vi: string[], steps: number): string[] {
  const shown: string[] = [];
  let at: RotationPosition = START;
  for (let i = 0; i < steps; i++) {
    const item = itemAt(at, sl, vi);
    shown.push(item === null ? '-' : item.kind === 'slogan' ? item.slogan.sloganID : item.url);
    at = nextPosition(at, sl.length, vi.length);
  }
  return shown;
}

describe('slogan and video rotation', () => {
  it('plays the next video after the last slogan, then the slogans again', () => {
    expect(run(slogans, videos, 10)).toEqual(['a', 'b', 'c', videos[0], 'a', 'b', 'c', videos[1], 'a', 'b']);
  });

  it('loops the slogans without videos, and the videos without slogans', () => {
    expect(run(slogans, [], 5)).toEqual(['a', 'b', 'c', 'a', 'b']);
    expect(run([], videos, 3)).toEqual([videos[0], videos[1], videos[0]]);
    expect(run([], [], 2)).toEqual(['-', '-']);
  });

  it('alternates one slogan with the videos', () => {
    expect(run(slogans.slice(0, 1), videos, 4)).toEqual(['a', videos[0], 'a', videos[1]]);
  });

  it('falls back to slogans when the videos are removed while one plays', () => {
    const playing: RotationPosition = { slogan: 2, played: 3, onVideo: true };
    expect(itemAt(playing, slogans, [])).toEqual({ kind: 'slogan', slogan: slogans[2] });
  });
});
