/**
 * What a kiosk may show of a customer to whoever stands in front of it: enough for the customer
 * (or staff calling them) to recognise, not for anyone to read off a screen. One home for the
 * server's totem answers and the totem's own list of walk-ins kept offline.
 */

/** "AB123CD" → "AB•••CD". */
export function maskPlate(plate: string): string {
  if (plate.length <= 4) return '•'.repeat(plate.length);
  return `${plate.slice(0, 2)}${'•'.repeat(Math.max(3, plate.length - 4))}${plate.slice(-2)}`;
}

/** "Mario Rossi" → "M. Rossi": the first-name initial and the surname. */
export function displayName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0]!.charAt(0).toUpperCase()}. ${words.slice(1).join(' ')}`;
}
