import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { axisColors, themeColor, themedChartOptions } from './chart-theme.ts';

Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Tooltip);

export interface LineSeries {
  label: string;
  /** null: no value that day (a gap in the line, not a 0). */
  values: readonly (number | null)[];
  /** A theme colour property, e.g. --color-primary. */
  color: string;
}

/**
 * A line chart with chart.js, one line per series. As BarChart: the canvas is an image named by
 * `summary`, and the figures it draws are in a table beside it.
 */
export function LineChart({
  labels,
  series,
  summary,
  'data-testid': testId,
}: {
  labels: readonly string[];
  series: readonly LineSeries[];
  summary: string;
  'data-testid'?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const { text } = axisColors();
    const chart = new Chart(canvas.current, {
      type: 'line',
      data: {
        labels: [...labels],
        datasets: series.map((line) => {
          const color = themeColor(line.color, '#2563eb');
          return {
            label: line.label,
            data: [...line.values],
            borderColor: color,
            backgroundColor: color,
            spanGaps: false,
            pointRadius: labels.length > 60 ? 0 : 3,
            tension: 0.2,
          };
        }),
      },
      options: {
        // offset: a single day's point is not drawn half off the chart's edge.
        ...themedChartOptions({ x: { offset: true, ticks: { maxTicksLimit: 12 } } }),
        plugins: { legend: { labels: { color: text } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series]);
  return (
    <div className="statistics__chart">
      <canvas ref={canvas} role="img" aria-label={summary} data-testid={testId} />
    </div>
  );
}
