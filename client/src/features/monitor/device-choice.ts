import { useCallback, useState } from 'react';

/**
 * The device (monitor or totem) this screen drives, remembered in local storage: a device account
 * may drive several, and a TV or kiosk must come back to the same one after a restart.
 */
export function useDeviceChoice(storageKey: string, available: readonly string[] | undefined) {
  const [stored, setStored] = useState<string | null>(() => readChoice(storageKey));
  const choose = useCallback(
    (id: string | null) => {
      setStored(id);
      try {
        if (id) localStorage.setItem(storageKey, id);
        else localStorage.removeItem(storageKey);
      } catch {
        // Private mode or full storage: the choice lasts until the page reloads.
      }
    },
    [storageKey],
  );
  let chosen: string | null = null;
  if (available?.length === 1) chosen = available[0]!;
  else if (stored && available?.includes(stored)) chosen = stored;
  return { chosen, choose };
}

function readChoice(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}
