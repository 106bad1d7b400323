/** The final scale as CSV: one row per kept item with its metrics. */
import type { RunExport } from './export';
import { toCsv } from './csv';

export const SCALE_CSV_COLUMNS = [
  'item_id',
  'dimension',
  'stem',
  'htc',
  'htc_band',
  'htd',
  'htd_band',
  'grammar',
  'readability',
  'negative_language',
  'clarity',
  'bias',
  'rounds_taken',
  'flags',
  'heuristic',
];

const round3 = (value: number | null) => (value === null ? null : Math.round(value * 1000) / 1000);

export function scaleCsv(exported: RunExport): string {
  const rows = exported.scale.map((item) => {
    const v = item.current;
    const bands = (v.bands ?? null) as { htc?: string; htd?: string } | null;
    const ling = v.linguistic ?? [];
    const flags = (v.flags as Array<{ code: string }>).map((f) => f.code);
    return [
      item.label,
      item.dimension,
      v.stem,
      round3(v.htc),
      bands?.htc ?? null,
      round3(v.htd),
      bands?.htd ?? null,
      ling[0] ?? null,
      ling[1] ?? null,
      ling[2] ?? null,
      ling[3] ?? null,
      v.bias,
      item.roundsTaken,
      flags.join('; '),
      v.heuristic ? 'yes (offline heuristic panel)' : 'no',
    ];
  });
  return toCsv(SCALE_CSV_COLUMNS, rows);
}

export function exportFileName(constructName: string, runId: string, ext: 'csv' | 'json'): string {
  const slug = constructName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'scale';
  return `${slug}-${runId.slice(0, 8)}.${ext}`;
}
