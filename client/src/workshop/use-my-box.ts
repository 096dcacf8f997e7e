import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { myBoxesAtom, myBoxKey } from '../state/acceptor-box-atom.ts';
import { type BoxChoice, resolveMyBox } from './my-box.ts';

/** The acceptor's box in a workshop, chosen once and remembered (see `state/acceptor-box-atom.ts`). */
export function useMyBox<T extends BoxChoice>(
  userID: string | null,
  workshopID: string | null,
  boxes: readonly T[],
): { myBox: T | null; setMyBox(boxID: string): void } {
  const [stored, setStored] = useAtom(myBoxesAtom);
  const key = userID && workshopID ? myBoxKey(userID, workshopID) : null;
  const myBox = resolveMyBox(boxes, userID, key ? stored[key] : null);
  const setMyBox = useCallback(
    (boxID: string) => {
      if (key) setStored((current) => ({ ...current, [key]: boxID }));
    },
    [key, setStored],
  );
  return { myBox, setMyBox };
}
