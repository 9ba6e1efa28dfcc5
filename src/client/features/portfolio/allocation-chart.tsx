import { Pie, PieChart, ResponsiveContainer } from 'recharts';

// An allocation's ring (Recharts: a chunk of its own, loaded after the page's figures). The SVG is
// named by a sentence; the amounts and shares are in the list beside it, so nothing is only a picture.
// Drawn at once, without animation; left to right in either language (the ring does not mirror).

export interface AllocationSlice {
  name: string;
  /** SAR, for the slice's size only: the figures shown are the server's exact strings. */
  size: number;
  fill: string;
}

export default function AllocationChart({ slices, summary }: { slices: AllocationSlice[]; summary: string }) {
  return (
    <div role="img" aria-label={summary} dir="ltr" className="mx-auto size-40 shrink-0">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="size"
            nameKey="name"
            innerRadius="58%"
            outerRadius="100%"
            stroke="#ffffff"
            strokeWidth={2}
            isAnimationActive={false}
          />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
