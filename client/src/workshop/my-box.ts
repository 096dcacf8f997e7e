export interface BoxChoice {
  boxID: string;
  userID?: string | null;
  notAvailable: boolean;
}

/**
 * The box an acceptor works at: the one they chose (if it still exists), otherwise the box the
 * workshop assigned to them, otherwise none (they choose).
 */
export function resolveMyBox<T extends BoxChoice>(
  boxes: readonly T[],
  userID: string | null | undefined,
  storedBoxID: string | null | undefined,
): T | null {
  const stored = storedBoxID ? boxes.find((box) => box.boxID === storedBoxID) : undefined;
  if (stored) return stored;
  return (userID ? boxes.find((box) => box.userID === userID) : undefined) ?? null;
}
