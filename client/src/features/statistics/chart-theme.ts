/** A CSS custom property of the page's theme, so a chart follows light and dark. */
export function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/** Axis text and grid colours of the current theme. */
export function axisColors() {
  return { text: themeColor('--color-text', '#1f2937'), grid: themeColor('--color-border', '#d1d5db') };
}

/**
 * The options every Statistics chart shares: sized by its box, drawn at once, axes in the theme's
 * colours, counts from zero. `x` and `y` add a chart's own tick settings.
 */
export function themedChartOptions({ x = {}, y = {} }: { x?: object; y?: object } = {}) {
  const { text, grid } = axisColors();
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false as const,
    scales: {
      x: {
        ...x,
        ticks: { color: text, ...('ticks' in x ? (x.ticks as object) : {}) },
        grid: { color: grid },
      },
      y: {
        beginAtZero: true,
        ...y,
        ticks: { color: text, ...('ticks' in y ? (y.ticks as object) : {}) },
        grid: { color: grid },
      },
    },
  };
}
