import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatNumber, formatWon } from '../../../shared/format';
import { zOpenAuction } from '../../../shared/schemas/auctions';
import { classAuctionsApi } from '../../../shared/contracts/teacher-market';
import { AuctionStatusLine } from '../../components/auction/AuctionResult';
import { FormField } from '../../components/FormField';
import { invalidateEndpoints } from '../../data/query-client';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { numberOf } from '../../hooks/form-numbers';
import { AuctionIncomeForm } from './AuctionIncomeForm';
import { useZodForm } from '../../hooks/useZodForm';
import { auctionEventAtom } from '../../state/realtime';
import '../../components/auction/auction.css';

const statusLabel = { open: '진행 중', closed: '마감', cancelled: '취소' } as const;

/** 학급 단일가 매매: the teacher opens one for a stock and a few minutes, or cancels it. */
export function AuctionPanel({ classId }: { classId: number }) {
  const params = { id: classId };
  const { data } = useApiQuery(classAuctionsApi.list, { params });
  const opening = useApiMutation(classAuctionsApi.open, {
    invalidates: [classAuctionsApi.list],
    success: '단일가 매매를 시작했습니다',
    fallback: '단일가 매매를 시작하지 못했습니다.',
  });
  const cancelling = useApiMutation(classAuctionsApi.cancel, {
    invalidates: [classAuctionsApi.list],
    success: '단일가 매매를 취소했습니다. 예약된 현금과 주식은 모두 풀렸습니다.',
    fallback: '취소하지 못했습니다.',
  });
  const event = useAtomValue(auctionEventAtom);
  useEffect(() => {
    if (event?.classId === classId) void invalidateEndpoints([classAuctionsApi.list]);
  }, [event, classId]);
  const form = useZodForm(
    zOpenAuction,
    { symbol: '005930', minutes: '3', lessonTax: '0' },
    (values) => ({
      symbol: values.symbol.trim().toUpperCase(),
      minutes: numberOf(values.minutes),
      lessonTax: numberOf(values.lessonTax) ?? 0,
    }),
  );
  const open = form.handleSubmit(async (body) => {
    await opening.send({ params, body });
  });
  const cancel = (id: number) => cancelling.send({ params: { id: classId, auctionId: id } });
  return (
    <div className="auction-panel">
      <form className="card auction-form" onSubmit={(e) => void open(e)} noValidate>
        <h2 className="card-title">단일가 매매 열기</h2>
        <p className="muted">
          정한 시간 동안 학생들의 주문을 모아, 마감 때 가장 많은 수량이 거래되는 한 가격으로
          학생끼리 체결합니다.
        </p>
        <div className="auction-form-row">
          <FormField label="종목 코드" error={form.errors.symbol}>
            {(control) => <input {...control} {...form.field('symbol')} maxLength={6} />}
          </FormField>
          <FormField label="시간(분)" error={form.errors.minutes}>
            {(control) => (
              <input {...control} {...form.field('minutes')} type="number" min={1} max={30} />
            )}
          </FormField>
          <FormField
            label="수업용 세금: 판매자 주당(원)"
            error={form.errors.lessonTax}
            hint="12경수02-05 세금과 균형가격. 0이면 세금 없이 엽니다."
          >
            {(control) => (
              <input {...control} {...form.field('lessonTax')} type="number" min={0} step={100} />
            )}
          </FormField>
        </div>
        <button type="submit" className="button" disabled={form.submitting}>
          시작
        </button>
      </form>
      <ul className="auction-list">
        {(data ?? []).map((auction) => (
          <li key={auction.id} className="card" data-testid="teacher-auction">
            <strong>
              {auction.stockName} · {statusLabel[auction.status]}
              {auction.lesson && auction.lesson.tax > 0 && (
                <> · 수업용 세금 주당 {formatWon(auction.lesson.tax)}</>
              )}
            </strong>
            <span className="muted"> {formatDateTime(auction.opensAt)}</span>
            <AuctionStatusLine board={auction} />
            {auction.status === 'closed' && (
              <p>
                체결가{' '}
                {auction.clearingPrice === null ? '체결 없음' : formatWon(auction.clearingPrice)} ·{' '}
                {formatNumber(auction.executedQuantity)}주
              </p>
            )}
            {auction.status === 'open' && auction.lesson?.income == null && (
              <AuctionIncomeForm classId={classId} auctionId={auction.id} />
            )}
            {auction.lesson?.income && (
              <p className="muted">
                학생마다 소득 {formatWon(auction.lesson.income.amount)}을 주었습니다.
              </p>
            )}
            <div className="toolbar">
              <Link className="button button-ghost button-small" to={`/auction/${auction.id}`}>
                곡선 보기
              </Link>
              {auction.status === 'open' && (
                <button
                  type="button"
                  className="button button-outline button-small"
                  onClick={() => void cancel(auction.id)}
                >
                  취소
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
