import type { Region } from '../../../../shared/schemas/region';

const SIZE = 280;
const PAD = 28;

/** The feasible region shaded, the holding and a proposed order as points (SVG). */
export function RegionPlot({
  region,
  proposal,
}: {
  region: Region;
  proposal: { x: number; y: number };
}) {
  const points = [...region.vertices, proposal, { x: region.a.held, y: region.b.held }];
  const maxX = Math.max(1, ...points.map((p) => p.x)) * 1.1;
  const maxY = Math.max(1, ...points.map((p) => p.y)) * 1.1;
  const sx = (x: number) => PAD + (x / maxX) * (SIZE - 2 * PAD);
  const sy = (y: number) => SIZE - PAD - (y / maxY) * (SIZE - 2 * PAD);
  const polygon = region.vertices.map((v) => `${sx(v.x)},${sy(v.y)}`).join(' ');
  return (
    <svg
      className="region-plot"
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      role="img"
      aria-label={`${region.a.name} x주, ${region.b.name} y주의 가능한 영역`}
    >
      <line x1={PAD} y1={SIZE - PAD} x2={SIZE - 8} y2={SIZE - PAD} className="region-axis" />
      <line x1={PAD} y1={SIZE - PAD} x2={PAD} y2={8} className="region-axis" />
      <text x={SIZE - 8} y={SIZE - 8} textAnchor="end" className="region-label">
        x ({region.a.name})
      </text>
      <text x={4} y={16} className="region-label">
        y ({region.b.name})
      </text>
      {region.vertices.length > 0 && <polygon points={polygon} className="region-area" />}
      <circle cx={sx(region.a.held)} cy={sy(region.b.held)} r={5} className="region-holding" />
      <circle cx={sx(proposal.x)} cy={sy(proposal.y)} r={5} className="region-proposal" />
    </svg>
  );
}
