'use client';

import { useState } from 'react';
import type { ItemAction } from '@/lib/agents/schemas';
import type { BoardItem } from '@/lib/runs/board-types';
import { DECISION_META, fmtIndex } from '../format';
import { placePoints, plotDomains, scale, ticks, type PlotPoint } from './scatter-layout';

const W = 380;
const H = 270;
const M = { top: 12, right: 14, bottom: 38, left: 44 };
const R = 5.5;
const PAD = 9;

const UNDECIDED = '#64748b';

/**
 * The pool at a glance: one point per item at (d, c), coloured by decision, with the KEEP
 * thresholds as lines and the region that meets both shaded. Points are links to their cards.
 */
export function ScatterPlot({
  items,
  thresholds,
  decisionOf,
  onSelect,
}: {
  items: BoardItem[];
  thresholds: { htc: number; htd: number };
  decisionOf: (item: BoardItem) => ItemAction | null;
  onSelect: (label: string) => void;
}) {
  const [focused, setFocused] = useState<string | null>(null);
  const pool = items.filter((item) => item.status !== 'discarded');
  const measured = pool.filter((item) => item.current.htc !== null && item.current.htd !== null);
  const points: PlotPoint[] = measured.map((item) => ({ label: item.label, c: item.current.htc!, d: item.current.htd! }));
  const domains = plotDomains(points, thresholds);
  // A little room inside the frame so points at c = 1 or d = 1 are not cut in half.
  const x = (d: number) => scale(d, domains.d, M.left + PAD, W - M.right - PAD);
  const y = (c: number) => scale(c, domains.c, H - M.bottom - PAD, M.top + PAD);
  const placed = placePoints(points, x, y, R);
  const byLabel = new Map(measured.map((item) => [item.label, item]));
  const xTicks = ticks(domains.d, domains.d.max - domains.d.min > 1.2 ? 0.4 : 0.2);
  const yTicks = ticks(domains.c, 0.1);
  const missing = pool.length - measured.length;

  return (
    <figure className="m-0" data-testid="scatter-plot">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-[26rem] overflow-visible" role="group" aria-labelledby="scatter-caption">
        <rect x={x(thresholds.htd)} y={M.top} width={W - M.right - x(thresholds.htd)} height={y(thresholds.htc) - M.top} fill="#ecfdf5" data-testid="keep-region" />
        {xTicks.map((t) => (
          <g key={`x${t}`}>
            <line x1={x(t)} x2={x(t)} y1={M.top} y2={H - M.bottom} stroke="#f1f5f9" />
            <text x={x(t)} y={H - M.bottom + 14} textAnchor="middle" className="fill-slate-500 text-[10px]">
              {fmtIndex(t)}
            </text>
          </g>
        ))}
        {yTicks.map((t) => (
          <g key={`y${t}`}>
            <line x1={M.left} x2={W - M.right} y1={y(t)} y2={y(t)} stroke="#f1f5f9" />
            <text x={M.left - 6} y={y(t) + 3} textAnchor="end" className="fill-slate-500 text-[10px]">
              {fmtIndex(t)}
            </text>
          </g>
        ))}
        <rect x={M.left} y={M.top} width={W - M.left - M.right} height={H - M.top - M.bottom} fill="none" stroke="#cbd5e1" />
        <line x1={x(thresholds.htd)} x2={x(thresholds.htd)} y1={M.top} y2={H - M.bottom} stroke="#334155" strokeDasharray="4 3" data-testid="threshold-htd" />
        <line x1={M.left} x2={W - M.right} y1={y(thresholds.htc)} y2={y(thresholds.htc)} stroke="#334155" strokeDasharray="4 3" data-testid="threshold-htc" />
        <text x={x(thresholds.htd) + 4} y={H - M.bottom - 4} className="fill-slate-700 text-[10px] font-medium">
          d = {fmtIndex(thresholds.htd)}
        </text>
        <text x={M.left + 4} y={y(thresholds.htc) - 4} className="fill-slate-700 text-[10px] font-medium">
          c = {fmtIndex(thresholds.htc)}
        </text>
        <text x={W - M.right - 4} y={y(thresholds.htc) - 4} textAnchor="end" className="fill-emerald-800 text-[10px] font-semibold">
          KEEP region
        </text>
        <text x={(M.left + W - M.right) / 2} y={H - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
          d-value (distinctiveness)
        </text>
        <text transform={`translate(11 ${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle" className="fill-slate-600 text-[11px]">
          c-value (correspondence)
        </text>
        {placed.map((point) => {
          const item = byLabel.get(point.label)!;
          const decision = decisionOf(item);
          const color = decision ? DECISION_META[decision].color : UNDECIDED;
          const frozen = item.status === 'kept';
          const label = `${point.label}${frozen ? ' (frozen)' : ''}: c ${fmtIndex(point.c)}, d ${fmtIndex(point.d)}, ${decision ?? 'not reviewed'}. Go to its card.`;
          return (
            <a
              key={point.label}
              href={`#item-${point.label}`}
              aria-label={label}
              data-testid="plot-point"
              data-label={point.label}
              data-decision={decision ?? ''}
              onClick={(event) => {
                event.preventDefault();
                onSelect(point.label);
              }}
              onFocus={() => setFocused(point.label)}
              onBlur={() => setFocused((f) => (f === point.label ? null : f))}
              className="cursor-pointer outline-none"
            >
              <title>{label}</title>
              {focused === point.label && <circle cx={point.x} cy={point.y} r={R + 4} fill="none" stroke="#2f5bd3" strokeWidth={2} />}
              {frozen ? (
                <rect x={point.x - R} y={point.y - R} width={R * 2} height={R * 2} transform={`rotate(45 ${point.x} ${point.y})`} fill={color} stroke="white" strokeWidth={1.5} />
              ) : (
                <circle cx={point.x} cy={point.y} r={R} fill={color} fillOpacity={0.9} stroke="white" strokeWidth={1.5} />
              )}
              {focused === point.label && (
                <text x={point.x + R + 4} y={point.y - R - 2} className="fill-slate-900 text-[10px] font-semibold">
                  {point.label}
                </text>
              )}
            </a>
          );
        })}
      </svg>
      <figcaption id="scatter-caption" className="mt-2 space-y-1 text-xs text-slate-600">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {(['KEEP', 'REVISE', 'DISCARD'] as const).map((decision) => (
            <span key={decision} className="inline-flex items-center gap-1">
              <span aria-hidden className="inline-block h-2.5 w-2.5 rounded-full" style={{ background: DECISION_META[decision].color }} />
              {decision}
            </span>
          ))}
          <span className="inline-flex items-center gap-1">
            <span aria-hidden className="inline-block h-2.5 w-2.5 rotate-45 bg-slate-500" />
            frozen
          </span>
        </span>
        <span className="block">
          c/d plot of {measured.length} item{measured.length === 1 ? '' : 's'} in the pool
          {missing > 0 && `; ${missing} not yet reviewed`}. Choose a point to open its card.
        </span>
      </figcaption>
    </figure>
  );
}
