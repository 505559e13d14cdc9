import { ITEM_FLAG_LIMITS, ItemAnalysisTexts } from '@cdi/contracts';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FacilityBar } from '../lib/item-format';

const tick = { fontSize: 12 };

/** Facility per question, flagged ones in the warning colour (loaded on demand: recharts stays out of the main bundle). */
export default function FacilityChart({ bars }: { bars: FacilityBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tick={tick} interval={0} />
        <YAxis width="auto" tick={tick} domain={[0, 100]} unit="%" />
        {/* Where an item is flagged too hard or too easy. */}
        {[ITEM_FLAG_LIMITS.tooHardBelow, ITEM_FLAG_LIMITS.tooEasyAbove].map((limit) => (
          <ReferenceLine key={limit} y={limit * 100} stroke="var(--border-strong)" strokeDasharray="4 4" />
        ))}
        <Tooltip
          isAnimationActive={false}
          formatter={(value) => `${String(value)}%`}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border-strong)', borderRadius: 'var(--radius)' }}
        />
        <Bar dataKey="facility" name={ItemAnalysisTexts.columns.facility} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.label} fill={bar.flagged ? 'var(--warning)' : 'var(--primary)'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
