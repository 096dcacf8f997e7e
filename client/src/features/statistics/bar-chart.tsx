import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { themeColor, themedChartOptions } from './chart-theme.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/**
 * A bar chart with chart.js. The canvas is an image to assistive technology, named by `summary`;
 * the figures it draws are always in a table beside it (the screen's text alternative).
 */
export function BarChart({
  labels,
  values,
  summary,
  'data-testid': testId,
}: {
  labels: readonly string[];
  values: readonly number[];
  summary: string;
  'data-testid'?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: [
          { data: [...values], backgroundColor: themeColor('--color-primary', '#2563eb'), borderRadius: 4 },
        ],
      },
      options: {
        ...themedChartOptions({ y: { ticks: { precision: 0 } } }),
        plugins: { legend: { display: false } },
      },
    });
    return () => chart.destroy();
  }, [labels, values]);
  return (
    <div className="statistics__chart">
      <canvas ref={canvas} role="img" aria-label={summary} data-testid={testId} />
    </div>
  );
}
