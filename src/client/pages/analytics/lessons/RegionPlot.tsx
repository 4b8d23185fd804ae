import type { Region } from '../../../../shared/schemas/region';

const SIZE = 280;
const PAD = 32;
// Room on the left for the y axis's largest tick, e.g. 130.25.
const LEFT = 48;
const round = (v: number) => Math.round(v * 100) / 100;

/**
 * The feasible region shaded, the holding and a proposed order as points (SVG), with a legend:
 * the points differ by shape as well as colour, so the picture reads without colour too.
 */
export function RegionPlot({
  region,
  proposal,
  inside,
}: {
  region: Region;
  proposal: { x: number; y: number };
  inside: boolean;
}) {
  const points = [...region.vertices, proposal, { x: region.a.held, y: region.b.held }];
  const maxX = Math.max(1, ...points.map((p) => p.x)) * 1.1;
  const maxY = Math.max(1, ...points.map((p) => p.y)) * 1.1;
  const sx = (x: number) => LEFT + (x / maxX) * (SIZE - LEFT - PAD);
  const sy = (y: number) => SIZE - PAD - (y / maxY) * (SIZE - 2 * PAD);
  const polygon = region.vertices.map((v) => `${sx(v.x)},${sy(v.y)}`).join(' ');
  // The region's far ends on each axis: how many shares the rules allow at most.
  const edgeX = round(Math.max(0, ...region.vertices.map((v) => v.x)));
  const edgeY = round(Math.max(0, ...region.vertices.map((v) => v.y)));
  // A far end drawn beside the origin's 0 would overprint it (a far-off order squeezes the
  // region): the vertices table below still gives it.
  const showEdgeX = edgeX > 0 && sx(edgeX) - LEFT > 24;
  const showEdgeY = edgeY > 0 && SIZE - PAD - sy(edgeY) > 16;
  const proposalClass = inside ? 'region-proposal' : 'region-proposal region-proposal-out';
  return (
    <figure className="region-figure">
      <svg
        className="region-plot"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={`${region.a.name} x주, ${region.b.name} y주의 가능한 영역`}
      >
        <line x1={LEFT} y1={SIZE - PAD} x2={SIZE - 8} y2={SIZE - PAD} className="region-axis" />
        <line x1={LEFT} y1={SIZE - PAD} x2={LEFT} y2={8} className="region-axis" />
        <text x={LEFT - 4} y={SIZE - PAD + 14} textAnchor="end" className="region-label">
          0
        </text>
        {showEdgeX && (
          <text x={sx(edgeX)} y={SIZE - PAD + 14} textAnchor="middle" className="region-label">
            {edgeX}
          </text>
        )}
        {showEdgeY && (
          <text x={LEFT - 4} y={sy(edgeY) + 4} textAnchor="end" className="region-label">
            {edgeY}
          </text>
        )}
        <text x={SIZE - 8} y={SIZE - 4} textAnchor="end" className="region-label">
          x ({region.a.name})
        </text>
        <text x={LEFT + 4} y={14} className="region-label">
          y ({region.b.name})
        </text>
        {region.vertices.length > 0 && <polygon points={polygon} className="region-area" />}
        <circle cx={sx(region.a.held)} cy={sy(region.b.held)} r={5} className="region-holding" />
        <rect
          x={sx(proposal.x) - 5}
          y={sy(proposal.y) - 5}
          width={10}
          height={10}
          className={proposalClass}
        />
      </svg>
      <figcaption className="region-legend">
        <span>
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <circle cx={6} cy={6} r={5} className="region-holding" />
          </svg>
          지금 보유 ({region.a.held}, {region.b.held})
        </span>
        <span>
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <rect x={1} y={1} width={10} height={10} className={proposalClass} />
          </svg>
          주문 뒤 ({proposal.x}, {proposal.y})
        </span>
        <span>
          <svg viewBox="0 0 12 12" aria-hidden="true">
            <rect x={0} y={0} width={12} height={12} className="region-area" />
          </svg>
          규칙을 모두 지키는 영역
        </span>
      </figcaption>
    </figure>
  );
}
