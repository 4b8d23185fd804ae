import { afterEach, describe, expect, it } from 'vitest';
import { zEvidenceReport } from '../../src/shared/schemas/assignments';
import { auctionScene } from './auctions.helpers';

let dispose: () => void = () => {};
afterEach(() => dispose());

describe('세특 evidence of the 학급 단일가 매매', () => {
  it('records the orders with their reasons (02-02) and the clearing price (02-04), not a cancelled call', async () => {
    const s = await auctionScene({ students: 2 });
    dispose = s.t.dispose;
    const [buyer, seller] = s.accounts;
    s.give(seller!.id, 20);
    const { data: first } = await s.openAuction(3);
    // Only 70,000 crosses: 3 wanted at or above it, 5 offered at or below it.
    expect((await s.order(0, first.id, 'BUY', 3, 70_000)).status).toBe(201);
    expect((await s.order(1, first.id, 'SELL', 5, 70_000)).status).toBe(201);
    s.t.clock.advance(3 * 60_000);
    s.timers.fireDue();

    const { data: second } = await s.openAuction(3);
    expect((await s.order(0, second.id, 'BUY', 1, 69_000)).status).toBe(201);
    const cancel = await s.request(
      'DELETE',
      `/teacher/classes/${s.klass.id}/auctions/${second.id}`,
      s.headers.teacher,
    );
    expect(cancel.status).toBe(200);

    const { status, data } = await s.request(
      'GET',
      `/teacher/students/${buyer!.id}/evidence`,
      s.headers.teacher,
    );
    expect(status).toBe(200);
    const report = zEvidenceReport.parse(data);
    expect(report.groups).toEqual([
      {
        standard: '12경수02-02',
        text: '함수와 그래프를 활용하여 수요곡선과 공급곡선의 의미를 탐구하고 이해한다.',
        items: [
          {
            at: '2026-03-20T01:00:00.000Z',
            standard: '12경수02-02',
            kind: 'auction',
            title: '학급 단일가 매매 주문: 삼성전자',
            detail:
              '학급 단일가 매매에서 매수 3주 70,000원 주문을 냄 · 근거: 이 가격이면 사겠습니다',
            link: { to: `/teacher/class/${s.klass.id}?tab=auction`, label: '단일가 매매 보기' },
          },
        ],
      },
      {
        standard: '12경수02-04',
        text: '수요와 공급의 상호 작용에 의해 균형가격이 결정되는 경제 현상을 설명할 수 있다.',
        items: [
          {
            at: '2026-03-20T01:03:00.000Z',
            standard: '12경수02-04',
            kind: 'auction',
            title: '학급 단일가 매매 결과: 삼성전자',
            detail:
              '학급 단일가 매매에서 균형가격 70,000원, 체결 수량 3주로 결정됨 · 내 주문 3주 체결',
            link: { to: `/teacher/class/${s.klass.id}?tab=auction`, label: '단일가 매매 보기' },
          },
        ],
      },
    ]);
    expect(report.facts.join(' ')).toContain('학급 단일가 매매 1회에');
  });
});
