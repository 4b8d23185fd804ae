import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { uniqueEmail } from './helpers';
import {
  apiData,
  bearer,
  chooseWatchlist,
  PASSWORD,
  seedSchool,
  trade,
  type Session,
} from './school';

// A tour of every screen of the app, as the role that uses it, over one seeded school: the
// layout and accessibility specs walk the same list so a new page only needs adding here.

export type Role = 'visitor' | 'student' | 'newcomer' | 'teacher' | 'admin';
import type { Theme } from './helpers';

export { useTheme, type Theme } from './helpers';

export interface Stop {
  /** File-name friendly name of the screen (screenshots, test titles). */
  name: string;
  role: Role;
  path: string;
  /** A tab to open after the page has loaded. */
  tab?: string;
  /** The projector is always dark: it has no theme toggle. */
  projector?: boolean;
}

// Long enough to wrap on a phone: the full text must stay readable, not only a hover title.
export const LONG_REASON =
  '반도체 업황이 바닥을 지나고 있고 HBM 수요가 계속 늘어날 것이라고 생각해서 장기적으로 보유하려고 매수했습니다.';

export interface School {
  stops: Stop[];
  sessions: Partial<Record<Role, Session>>;
}

async function pendingStudent(request: APIRequestContext, classCode: string) {
  await apiData(
    await request.post('/api/auth/register', {
      data: { email: uniqueEmail('pending'), name: '대기학생', password: PASSWORD, classCode },
    }),
  );
}

/**
 * 과제 in every state a page shows: a 회고 done (its 회고 written), a 분산 투자 still short of
 * sectors, and a 계산 과제 waiting for an answer.
 */
async function seedAssignments(
  request: APIRequestContext,
  teacher: Session,
  student: Session,
  classId: number,
  saleId: number,
) {
  const dueAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const tasks = [
    { title: '매도 회고 쓰기', standard: '12경수01-01', task: { kind: 'reflection', count: 1 } },
    {
      title: '세 업종에 나누어 투자하기',
      standard: '12경수01-01',
      task: { kind: 'diversify', minSectors: 3, maxHhi: 0.35 },
    },
    {
      title: '마지막 매도의 수수료와 세금',
      standard: '12경수01-03',
      task: { kind: 'calculation', figure: 'lastSaleCosts', tolerance: 1 },
    },
  ];
  for (const task of tasks) {
    await apiData(
      await request.post(`/api/teacher/classes/${classId}/assignments`, {
        headers: bearer(teacher),
        data: { ...task, dueAt },
      }),
    );
  }
  await apiData(
    await request.post(`/api/trading/trades/${saleId}/reflection`, {
      headers: bearer(student),
      data: { text: '목표가를 미리 정해 두어서 망설이지 않고 일부를 팔 수 있었다.' },
    }),
  );
}

/**
 * A class with a trading student (watchlist, buys and a sell with a long rationale), a newcomer
 * with no watchlist yet, one account waiting for approval, and a projector link.
 */
export async function seedTour(request: APIRequestContext): Promise<School> {
  const { admin, teacher, klass, students } = await seedSchool(request, ['김민준', '이서연']);
  const [student, newcomer] = students as [Session, Session];
  await chooseWatchlist(request, student, ['005930', '000660']);
  await trade(request, student, 'buy', { symbol: '005930', quantity: 3, reason: LONG_REASON });
  const sale = await trade(request, student, 'sell', {
    symbol: '005930',
    quantity: 1,
    reason: '일부 이익을 실현합니다.',
  });
  await trade(request, student, 'buy', { symbol: '000660', quantity: 1, reason: LONG_REASON });
  await seedAssignments(request, teacher, student, klass.id, sale.transaction.id);
  await pendingStudent(request, klass.code);
  const link = await apiData<{ url: string }>(
    await request.post(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );

  const stops: Stop[] = [
    { name: 'landing', role: 'visitor', path: '/' },
    { name: 'login', role: 'visitor', path: '/login' },
    { name: 'register', role: 'visitor', path: '/register' },
    { name: 'about', role: 'visitor', path: '/about' },
    { name: 'display', role: 'visitor', path: link.url, projector: true },
    { name: 'student-dashboard', role: 'student', path: '/dashboard' },
    { name: 'student-trading', role: 'student', path: '/trading' },
    { name: 'student-stock', role: 'student', path: '/stock/005930' },
    { name: 'student-stock-orderbook', role: 'student', path: '/stock/005930', tab: '호가' },
    { name: 'student-portfolio', role: 'student', path: '/portfolio' },
    { name: 'student-holdings', role: 'student', path: '/portfolio', tab: '보유 종목' },
    { name: 'student-history', role: 'student', path: '/portfolio', tab: '거래 내역' },
    { name: 'student-leaderboard', role: 'student', path: '/leaderboard' },
    { name: 'student-analytics', role: 'student', path: '/analytics' },
    { name: 'student-lessons', role: 'student', path: '/lessons' },
    { name: 'student-lesson-marginal', role: 'student', path: '/lessons/marginal' },
    { name: 'student-lesson-graph-shape', role: 'student', path: '/lessons/graph-shape' },
    { name: 'student-feedback', role: 'student', path: '/feedback' },
    { name: 'student-assignments', role: 'student', path: '/assignments' },
    { name: 'student-lesson-matrix', role: 'student', path: '/lessons/matrix' },
    { name: 'student-lesson-inverse', role: 'student', path: '/lessons/inverse' },
    { name: 'student-lesson-inverse-use', role: 'student', path: '/lessons/inverse-use' },
    { name: 'student-lesson-elasticity', role: 'student', path: '/lessons/elasticity' },
    { name: 'student-lesson-optimization', role: 'student', path: '/lessons/optimization' },
    { name: 'student-watchlist', role: 'student', path: '/watchlist-setup' },
    { name: 'newcomer-watchlist', role: 'newcomer', path: '/watchlist-setup' },
    { name: 'teacher-home', role: 'teacher', path: '/teacher' },
    { name: 'teacher-lessons', role: 'teacher', path: '/lessons' },
    { name: 'teacher-class', role: 'teacher', path: `/teacher/class/${klass.id}` },
    {
      name: 'teacher-class-statistics',
      role: 'teacher',
      path: `/teacher/class/${klass.id}`,
      tab: '통계',
    },
    {
      name: 'teacher-class-rules',
      role: 'teacher',
      path: `/teacher/class/${klass.id}`,
      tab: '우리 반 규칙',
    },
    {
      name: 'teacher-class-reviews',
      role: 'teacher',
      path: `/teacher/class/${klass.id}`,
      tab: '근거 평가',
    },
    {
      name: 'teacher-class-rubric',
      role: 'teacher',
      path: `/teacher/class/${klass.id}`,
      tab: '루브릭',
    },
    {
      name: 'teacher-class-assignments',
      role: 'teacher',
      path: `/teacher/class/${klass.id}`,
      tab: '과제',
    },
    { name: 'teacher-class-report', role: 'teacher', path: `/teacher/class/${klass.id}/report` },
    { name: 'teacher-student', role: 'teacher', path: `/teacher/student/${student.id}` },
    {
      name: 'teacher-student-analytics',
      role: 'teacher',
      path: `/teacher/student/${student.id}/analytics`,
    },
    {
      name: 'teacher-student-report',
      role: 'teacher',
      path: `/teacher/student/${student.id}/report`,
    },
    {
      name: 'teacher-student-transactions',
      role: 'teacher',
      path: `/teacher/student/${student.id}`,
      tab: '거래 내역',
    },
    { name: 'teacher-trading', role: 'teacher', path: '/trading' },
    { name: 'teacher-stock-management', role: 'teacher', path: '/stock-management' },
    { name: 'teacher-projector', role: 'teacher', path: `/projector/${klass.id}`, projector: true },
    { name: 'admin-pending', role: 'admin', path: '/admin' },
    { name: 'admin-users', role: 'admin', path: '/admin', tab: '전체 사용자' },
    { name: 'admin-create-teacher', role: 'admin', path: '/admin', tab: '교사 계정 생성' },
    { name: 'admin-market', role: 'admin', path: '/admin', tab: '시장 설정' },
  ];
  return { stops, sessions: { student, newcomer, teacher, admin } };
}

async function openAs(browser: Browser, baseURL: string, session: Session | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  if (session) {
    const user = await (
      await context.request.get('/api/auth/me', { headers: bearer(session) })
    ).json();
    await context.addInitScript(
      ([access, refresh, stored]) => {
        localStorage.setItem('accessToken', access);
        localStorage.setItem('refreshToken', refresh);
        localStorage.setItem('user', stored);
      },
      [session.accessToken, session.refreshToken, JSON.stringify(user.data)] as const,
    );
  }
  return context.newPage();
}

/**
 * `school` is seeded once per worker (both tour specs share it); `pageAs(role)` gives a page
 * signed in as that role, one per role and test. A console error on any of them fails the test.
 */
export const test = base.extend<{ pageAs: (role: Role) => Promise<Page> }, { school: School }>({
  school: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
      });
      await use(await seedTour(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, baseURL, school }, use) => {
    const pages = new Map<Role, Page>();
    const errors: string[] = [];
    await use(async (role) => {
      const open = pages.get(role);
      if (open) return open;
      const page = await openAs(browser, baseURL!, school.sessions[role]);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${role} ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${role} ${page.url()}: ${error.message}`));
      pages.set(role, page);
      return page;
    });
    for (const page of pages.values()) await page.context().close();
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

// A walk over every page is hundreds of actions: a trace of them all costs more than the walk.
test.use({ trace: 'off' });

/** Where review screenshots go (kept as test artefacts, not committed). */
export const screenshotPath = (name: string, theme: Theme, width: number) =>
  `test-results/screenshots/${name}-${theme}-${width}.png`;

/** Opens a stop and waits until its data has arrived. */
export async function visit(page: Page, stop: Stop) {
  await page.goto(stop.path);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(new RegExp(`${stop.path}$`));
  if (stop.tab) await page.getByRole('tab', { name: stop.tab }).click();
  await expect(page.locator('.spinner')).toHaveCount(0);
}
