import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '../../shared/schemas/analytics';
import type { Metric } from '../../shared/schemas/explanation';
import type { ClassStudentRow } from '../../shared/schemas/teacher';
import type { WatchlistEntry } from '../../shared/schemas/trading';
import { RealtimeContext } from '../api/realtime-context';
import { createRealtimeBridge } from '../api/socket';
import { WatchlistCard } from './dashboard/DashboardCards';
import { ClassStudentsTable } from './teacher-class/ClassStudentsTable';
import { HoldingCells } from '../components/HoldingCells';
import { HeadlineFigures } from '../components/maths/HeadlineFigures';

// ADR 0039: the dashboard and the teacher's pages show a rise and a fall as every other page
// does, red ▲ (`up`) and blue ▼ (`down`), so a student reads one meaning per colour.

/** Each change cue of the markup: its colour class and its text. */
function cuesOf(element: ReactElement) {
  // A bridge that never connects: the cards read the price they were given.
  const realtime = createRealtimeBridge(createStore());
  const html = renderToStaticMarkup(
    <RealtimeContext value={realtime}>
      <MemoryRouter>{element}</MemoryRouter>
    </RealtimeContext>,
  );
  return [
    ...html.matchAll(/<span class="price-change ?([^"]*)"><span aria-hidden="true">(.)/g),
  ].map(([, tone, arrow]) => `${tone} ${arrow}`);
}

const metric = (key: string, value: number): Metric => ({
  key,
  label: key,
  value,
  unit: 'ratio',
  formula: 'r',
  steps: [],
});

const analytics = (totalReturn: number, dailyChange: number) =>
  ({
    period: 'all',
    metrics: [metric('totalReturn', totalReturn), metric('dailyChangeRate', dailyChange)],
  }) as Analytics;

const watched = (symbol: string, name: string, changePercent: number): WatchlistEntry => ({
  stock: { id: 1, name, symbol, market: 'KOSPI', currentPrice: 100_000, change: 0, changePercent },
});

const student = (id: number, totalProfitLossPercent: number): ClassStudentRow => ({
  id,
  number: null,
  name: `학생${id}`,
  email: `s${id}@school.test`,
  currentCash: 5_000_000,
  totalValue: 10_000_000,
  totalProfitLossPercent,
  holdingsCount: 1,
  moved: false,
});

const holdingRow = (profitLossPercent: number) => (
  <table>
    <tbody>
      <tr>
        <HoldingCells
          stock={{ name: 'SK하이닉스', symbol: '000660' }}
          holding={{ quantity: 2, averagePrice: 200_000, currentValue: 400_000, profitLossPercent }}
        />
      </tr>
    </tbody>
  </table>
);

describe('one colour rule: a rise red ▲, a fall blue ▼ on the dashboard and the teacher’s pages', () => {
  it('the dashboard’s 관심종목', () => {
    const card = (
      <WatchlistCard
        watchlist={[watched('005930', '삼성전자', 1.2), watched('000660', 'SK하이닉스', -2.98)]}
      />
    );
    expect(cuesOf(card)).toEqual(['up ▲', 'down ▼']);
  });

  it('the dashboard’s 총 수익률 and 일간 변동', () => {
    expect(cuesOf(<HeadlineFigures analytics={analytics(0.0512, -0.0298)} cash={0} />)).toEqual([
      'up ▲',
      'down ▼',
    ]);
  });

  it('the teacher’s class table of students', () => {
    const table = (
      <ClassStudentsTable
        classId={1}
        students={[student(1, 3.4), student(2, -2.98)]}
        onResetPassword={() => {}}
      />
    );
    expect(cuesOf(table)).toEqual(['up ▲', 'down ▼']);
  });

  it('a student’s holdings as the teacher sees them', () => {
    expect(cuesOf(holdingRow(12.5))).toEqual(['up ▲']);
    expect(cuesOf(holdingRow(-2.98))).toEqual(['down ▼']);
  });
});
