/** A CSS custom property of the page's theme, so a chart follows light and dark. */
export function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Axis text and grid colours of the current theme. */
export function axisColors() {
  return { text: themeColor('--color-text', '#1f2937'), grid: themeColor('--color-border', '#d1d5db') };
}
