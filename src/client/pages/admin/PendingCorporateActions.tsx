import { useState } from 'react';
import { formatWon } from '../../../shared/format';
import { corporateActionLabels } from '../../../shared/domain/trading/corporate-action';
import { messages } from '../../../shared/messages';
import {
  zCorporateActionKind,
  type PendingCorporateAction,
} from '../../../shared/schemas/corporate-actions';
import { adminMarketApi } from '../../../shared/contracts/admin';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';

type Kind = PendingCorporateAction['kind'];

function PendingAction({ action }: { action: PendingCorporateAction }) {
  const [kind, setKind] = useState<Kind>(action.kind);
  const apply = useApiMutation(adminMarketApi.confirmCorporateAction, {
    invalidates: [adminMarketApi.pendingCorporateActions],
    fallback: '기업 행사를 적용하지 못했습니다',
  });
  const id = `corporate-kind-${action.symbol}-${action.date}`;

  async function confirm() {
    const done = await apply.send({ body: { symbol: action.symbol, date: action.date, kind } });
    if (done)
      notify.success(
        `기업 행사를 적용했습니다: 보유 ${done.adjusted}건 조정, 주문 ${done.cancelled}건 취소`,
      );
  }

  return (
    <li className="pending-corporate-action">
      <p>
        <strong>
          {action.name} ({action.symbol})
        </strong>{' '}
        · {action.date}: 기록된 전일 종가 {formatWon(action.previousClose)} → 기준가{' '}
        {formatWon(action.basePrice)} (비율 {action.ratio.toFixed(4)})
      </p>
      <label htmlFor={id}>종류</label>{' '}
      <select
        id={id}
        value={kind}
        onChange={(e) => setKind(zCorporateActionKind.parse(e.target.value))}
      >
        {zCorporateActionKind.options.map((option) => (
          <option key={option} value={option}>
            {corporateActionLabels[option]}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        className="button button-primary"
        disabled={apply.pending}
        onClick={confirm}
      >
        보유 종목에 적용
      </button>
    </li>
  );
}

/**
 * Live mode: a provider's 기준가 that differs from the recorded close, shown to the admin with
 * the detected ratio and a guessed kind; holdings change only when the admin confirms.
 */
export function PendingCorporateActions() {
  const pending = useApiQuery(adminMarketApi.pendingCorporateActions);
  useQueryErrors(() => notify.error(messages.loadFailed), pending);
  const list = pending.data ?? [];
  return (
    <section aria-labelledby="pending-corporate-title" className="pending-corporate-actions">
      <h3 id="pending-corporate-title">확인 대기 중인 기업 행사</h3>
      {list.length === 0 ? (
        <p className="muted">시세 제공처의 기준가가 기록된 종가와 다른 보유 종목이 없습니다.</p>
      ) : (
        <ul>
          {list.map((action) => (
            <PendingAction key={`${action.symbol}-${action.date}`} action={action} />
          ))}
        </ul>
      )}
    </section>
  );
}
