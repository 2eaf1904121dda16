/**
 * A chart of one measure over releases, in SVG of its own (no chart library): one line per component through the
 * medians, a bar from the least to the greatest run at each point, a triangle on the top edge where the scenario
 * passed the limit, and each release's benchmark index under its name. The same figures follow as a table.
 */
import { axisTicks, formatFigure, type ChartPoint } from '../core/lab-view';

export interface Series {
  name: string;
  points: ChartPoint[];
}

const WIDTH = 640;
const HEIGHT = 250;
const LEFT = 56;
const RIGHT = 12;
const TOP = 28;
const BOTTOM = 48;
const STYLES = [
  { color: 'var(--accent)', dash: undefined },
  { color: 'var(--text-2)', dash: '6 4' },
];

export default function Chart({
  label,
  limitLabel,
  series,
  words,
}: {
  label: string;
  limitLabel: string;
  series: Series[];
  words: { release: string; index: string; loaded: string; asTable: string };
}) {
  const releases = series[0]?.points ?? [];
  const highest = Math.max(0, ...series.flatMap((line) => line.points.map((point) => point.stat?.max ?? 0)));
  const ticks = axisTicks(highest);
  const top = ticks[ticks.length - 1];
  const plotWidth = WIDTH - LEFT - RIGHT;
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const step = plotWidth / Math.max(1, releases.length);
  const x = (index: number, line: number) => LEFT + (index + 0.5) * step + (line - (series.length - 1) / 2) * 8;
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;

  return (
    <figure style={{ margin: '16px 0 24px' }}>
      <figcaption style={{ fontWeight: 600 }}>{label}</figcaption>
      <div
        style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: '0.875em', margin: '4px 0' }}
        aria-hidden="true"
      >
        {series.map((line, index) => (
          <span key={line.name}>
            <svg width="28" height="10" style={{ verticalAlign: 'middle' }}>
              <line
                x1="0"
                y1="5"
                x2="28"
                y2="5"
                stroke={STYLES[index].color}
                strokeWidth="2"
                strokeDasharray={STYLES[index].dash}
              />
            </svg>{' '}
            {line.name}
          </span>
        ))}
        <span>▲ {limitLabel}</span>
      </div>
      {/* Narrower than its labels need, the chart scrolls sideways rather than shrink them. */}
      <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
          role="img"
          aria-label={label}
          style={{ minWidth: 520, maxWidth: WIDTH, display: 'block' }}
        >
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} stroke="var(--border)" />
              <text x={LEFT - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="var(--text-2)">
                {formatFigure(tick).replace(/\.0$/, '')}
              </text>
            </g>
          ))}
          {releases.map((point, index) => (
            <g key={point.version}>
              <text
                x={x(index, (series.length - 1) / 2)}
                y={HEIGHT - BOTTOM + 18}
                textAnchor="middle"
                fontSize="11"
                fill="var(--text)"
              >
                {point.version}
              </text>
              <text
                x={x(index, (series.length - 1) / 2)}
                y={HEIGHT - BOTTOM + 34}
                textAnchor="middle"
                fontSize="10"
                fill="var(--text-2)"
              >
                {point.benchmarkIndex}
                {point.loaded ? '*' : ''}
              </text>
            </g>
          ))}
          {series.map((line, lineIndex) => {
            const { color, dash } = STYLES[lineIndex];
            const path = line.points
              .map((point, index) => (point.stat ? `${x(index, lineIndex)},${y(point.stat.median)}` : undefined))
              .filter(Boolean)
              .join(' ');
            return (
              <g key={line.name}>
                <polyline points={path} fill="none" stroke={color} strokeWidth="2" strokeDasharray={dash} />
                {line.points.map((point, index) =>
                  point.stat ? (
                    <g key={point.version}>
                      <line
                        x1={x(index, lineIndex)}
                        x2={x(index, lineIndex)}
                        y1={y(point.stat.min)}
                        y2={y(point.stat.max)}
                        stroke={color}
                        strokeWidth="1.5"
                      />
                      <circle cx={x(index, lineIndex)} cy={y(point.stat.median)} r="3.5" fill={color} />
                    </g>
                  ) : point.missing === 'limit' ? (
                    <path
                      key={point.version}
                      d={`M${x(index, lineIndex) - 5},${TOP - 2} L${x(index, lineIndex) + 5},${TOP - 2} L${x(index, lineIndex)},${TOP - 11} Z`}
                      fill={color}
                    />
                  ) : null,
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <details>
        <summary>{words.asTable}</summary>
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={words.asTable}>
          <table>
            <thead>
              <tr>
                <th scope="col">{words.release}</th>
                <th scope="col">{words.index}</th>
                {series.map((line) => (
                  <th scope="col" key={line.name}>
                    {line.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {releases.map((point, index) => (
                <tr key={point.version}>
                  <th scope="row">{point.version}</th>
                  <td>
                    {point.indexes.join(' → ')}
                    {point.loaded ? ` (${words.loaded})` : ''}
                  </td>
                  {series.map((line) => {
                    const shown = line.points[index];
                    return (
                      <td key={line.name}>
                        {shown.stat
                          ? `${formatFigure(shown.stat.median)} (${formatFigure(shown.stat.min)}–${formatFigure(shown.stat.max)})`
                          : shown.missing === 'limit'
                            ? limitLabel
                            : '–'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
