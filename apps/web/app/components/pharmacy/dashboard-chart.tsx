import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartRow {
  label: string;
  value: number;
}

/**
 * A bar chart of the dashboard (recharts, loaded with this module on the dashboard only): months along the bottom, or
 * learners down the side. The chart is an image to assistive technologies; its numbers are in the table view.
 */
export function DashboardChart({ rows, horizontal = false, format }: { rows: readonly ChartRow[]; horizontal?: boolean; format: (value: number) => string }) {
  const height = horizontal ? Math.max(160, rows.length * 28 + 40) : 256;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
      {horizontal ? (
        <BarChart data={[...rows]} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={120} tick={{ fontSize: 12 }} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" fill="var(--color-primary-dark, #1f4e79)" isAnimationActive={false} />
        </BarChart>
      ) : (
        <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} angle={-45} textAnchor="end" height={48} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={48} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Bar dataKey="value" fill="var(--color-primary-dark, #1f4e79)" isAnimationActive={false} />
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
