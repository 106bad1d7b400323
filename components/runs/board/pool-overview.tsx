import type { ItemAction } from '@/lib/agents/schemas';
import type { BoardItem, RunBoard } from '@/lib/runs/board-types';
import { cx } from '@/components/ui/cx';

/** Per dimension: how many items are frozen of those wanted, under review, and discarded so far. */
export function PoolOverview({ board, decisionOf }: { board: RunBoard; decisionOf: (item: BoardItem) => ItemAction | null }) {
  const wanted = board.run.itemsPerDimension;
  return (
    <table className="w-full text-xs" data-testid="pool-overview">
      <caption className="mb-1 text-left text-[11px] text-slate-500">Items per dimension ({wanted} wanted in each)</caption>
      <thead>
        <tr className="text-left text-slate-500">
          <th scope="col" className="py-1 pr-2 font-medium">
            Dimension
          </th>
          <th scope="col" className="px-1 py-1 text-right font-medium">
            Frozen
          </th>
          <th scope="col" className="px-1 py-1 text-right font-medium">
            Keep
          </th>
          <th scope="col" className="px-1 py-1 text-right font-medium">
            Revise
          </th>
          <th scope="col" className="px-1 py-1 text-right font-medium">
            Discard
          </th>
        </tr>
      </thead>
      <tbody className="tabular-nums">
        {board.dimensions.map((dimension, index) => {
          const items = board.items.filter((item) => item.dimensionIndex === index);
          const frozen = items.filter((item) => item.status === 'kept').length;
          const active = items.filter((item) => item.status === 'active');
          const count = (action: ItemAction) => active.filter((item) => decisionOf(item) === action).length;
          return (
            <tr key={dimension.name} className="border-t border-slate-100" data-testid="pool-overview-row" data-dimension={dimension.name}>
              <th scope="row" className="max-w-40 truncate py-1.5 pr-2 text-left font-medium text-slate-800" title={dimension.definition}>
                {dimension.name}
              </th>
              <td className={cx('px-1 py-1.5 text-right font-semibold', frozen >= wanted ? 'text-emerald-700' : 'text-slate-800')}>
                {frozen}/{wanted}
              </td>
              <td className="px-1 py-1.5 text-right text-emerald-800">{count('KEEP')}</td>
              <td className="px-1 py-1.5 text-right text-amber-800">{count('REVISE')}</td>
              <td className="px-1 py-1.5 text-right text-red-800">{count('DISCARD')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
