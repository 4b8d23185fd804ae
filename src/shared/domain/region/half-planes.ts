// 부등식의 영역 (issue 30): a convex region given by half-planes a·x + b·y ≤ c, its vertices and
// which inequalities a point breaks. Pure geometry; the class rules become half-planes elsewhere.

export interface HalfPlane {
  a: number;
  b: number;
  c: number;
}

export interface Point {
  x: number;
  y: number;
}

// Coefficients are won amounts (up to ~10¹²): a point on a line may miss it by rounding.
const slack = (p: HalfPlane) => 1e-9 * (Math.abs(p.a) + Math.abs(p.b) + Math.abs(p.c) + 1);

export const satisfies = (plane: HalfPlane, { x, y }: Point) =>
  plane.a * x + plane.b * y <= plane.c + slack(plane);

function intersection(p: HalfPlane, q: HalfPlane): Point | null {
  const det = p.a * q.b - p.b * q.a;
  if (Math.abs(det) < 1e-12 * (Math.abs(p.a * q.b) + Math.abs(p.b * q.a) + 1e-300)) return null;
  // `+ 0` turns −0 (from −1 · 0 ÷ −1) into 0: a corner at the origin reads as (0, 0).
  return { x: (p.c * q.b - p.b * q.c) / det + 0, y: (p.a * q.c - p.c * q.a) / det + 0 };
}

const key = ({ x, y }: Point) => `${x.toFixed(6)},${y.toFixed(6)}`;

/**
 * The vertices of the bounded region every half-plane keeps, counter-clockwise from the one
 * nearest the origin's angle; [] when the region is empty. Each vertex is where two boundary
 * lines meet and no inequality is broken.
 */
export function regionVertices(planes: HalfPlane[]): Point[] {
  const found = new Map<string, Point>();
  planes.forEach((p, i) =>
    planes.slice(i + 1).forEach((q) => {
      const point = intersection(p, q);
      if (point && planes.every((plane) => satisfies(plane, point))) found.set(key(point), point);
    }),
  );
  const points = [...found.values()];
  const cx = points.reduce((s, p) => s + p.x, 0) / points.length;
  const cy = points.reduce((s, p) => s + p.y, 0) / points.length;
  const angle = (p: Point) => Math.atan2(p.y - cy, p.x - cx);
  return points.sort((p, q) => angle(p) - angle(q));
}
