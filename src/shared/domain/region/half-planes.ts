// 부등식의 영역 (docs/product/teaching.md#lessons): a convex region given by half-planes a·x + b·y ≤ c, its vertices and
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

// A share count a float lands a hair off (99.99999999 for 100) still counts as whole.
const WHOLE_SLACK = 1e-7;

/** The whole y with a·x + b·y ≤ c for every plane at this whole x: [lowest, highest], or null. */
function wholeSpanAt(planes: HalfPlane[], x: number): [number, number] | null {
  let low = -Infinity;
  let high = Infinity;
  for (const { a, b, c } of planes) {
    const bound = (c - a * x) / b;
    if (b > 0) high = Math.min(high, bound);
    else if (b < 0) low = Math.max(low, bound);
    else if (a * x > c + WHOLE_SLACK * (Math.abs(c) + 1)) return null;
  }
  // `+ 0`: −0.0000001 rounds up to −0, which should read as 0.
  const [from, to] = [Math.ceil(low - WHOLE_SLACK) + 0, Math.floor(high + WHOLE_SLACK) + 0];
  return Number.isFinite(from) && Number.isFinite(to) && from <= to ? [from, to] : null;
}

const cross = (o: Point, p: Point, q: Point) =>
  (p.x - o.x) * (q.y - o.y) - (p.y - o.y) * (q.x - o.x);

/** The convex hull's corners, counter-clockwise, without points on its edges (monotone chain). */
function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  if (sorted.length < 3) return sorted;
  const half = (list: Point[]) =>
    list.reduce<Point[]>((hull, p) => {
      while (hull.length >= 2 && cross(hull.at(-2)!, hull.at(-1)!, p) <= 0) hull.pop();
      hull.push(p);
      return hull;
    }, []);
  const lower = half(sorted);
  const upper = half([...sorted].reverse());
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The corners of the whole-number points of the region (shares come whole): the convex hull of
 * every lattice point the half-planes keep, found column by column along the narrower side of
 * the region. A linear goal is largest over those points at one of these corners.
 */
export function wholeCorners(planes: HalfPlane[]): Point[] {
  const corners = regionVertices(planes);
  if (corners.length === 0) return [];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const byColumn = Math.max(...xs) - Math.min(...xs) <= Math.max(...ys) - Math.min(...ys);
  // Along y instead of x: swap the axes, walk, and swap the points back.
  const walked = byColumn ? planes : planes.map(({ a, b, c }) => ({ a: b, b: a, c }));
  const along = byColumn ? xs : ys;
  const [first, last] = [Math.ceil(Math.min(...along) - WHOLE_SLACK) + 0, Math.max(...along)];
  const points: Point[] = [];
  for (let t = first; t <= last + WHOLE_SLACK; t++) {
    const span = wholeSpanAt(walked, t);
    if (span) points.push({ x: t, y: span[0] }, { x: t, y: span[1] });
  }
  const hull = convexHull(points);
  return byColumn ? hull : hull.map(({ x, y }) => ({ x: y, y: x }));
}
