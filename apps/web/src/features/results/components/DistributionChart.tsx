import { ResultTexts } from '@cdi/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DistributionBar } from '../lib/distribution';

const tick = { fontSize: 12 };

/** The bars of the overall band distribution (loaded on demand: recharts stays out of the main bundle). */
export default function DistributionChart({ bars }: { bars: DistributionBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={bars} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 4, left: 4 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" tick={tick} />
        <YAxis width="auto" tick={tick} allowDecimals={false} />
        <Tooltip
          isAnimationActive={false}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border-strong)', borderRadius: 'var(--radius)' }}
        />
        <Bar dataKey="count" name={ResultTexts.candidates} fill="var(--primary)" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
