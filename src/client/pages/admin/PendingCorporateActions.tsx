import { useState } from 'react';
import { formatWon } from '../../../shared/format';
import { corporateActionLabels } from '../../../shared/domain/trading/corporate-action';
import { messages } from '../../../shared/messages';
import {
  zCorporateActionKind,
  type PendingCorporateAction,
} from '../../../shared/schemas/corporate-actions';
import { call } from '../../api/call';
import { adminMarketApi } from '../../../shared/contracts/admin';
import { errorMessage, notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';

type Kind = PendingCorporateAction['kind'];

function PendingAction({
  action,
  onConfirmed,
}: {
  action: PendingCorporateAction;
  onConfirmed: () => void;
}) {
  const [kind, setKind] = useState<Kind>(action.kind);
  const [saving, setSaving] = useState(false);
  const id = `corporate-kind-${action.symbol}-${action.date}`;

  async function confirm() {
    setSaving(true);
    try {
      const done = await call(adminMarketApi.confirmCorporateAction, {
        body: { symbol: action.symbol, date: action.date, kind },
      });
      notify.success(
        `기업 행사를 적용했습니다: 보유 ${done.adjusted}건 조정, 주문 ${done.cancelled}건 취소`,
      );
      onConfirmed();
    } catch (failure) {
      notify.error(errorMessage(failure, '기업 행사를 적용하지 못했습니다'));
    } finally {
      setSaving(false);
    }
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
      <button type="button" className="button button-primary" disabled={saving} onClick={confirm}>
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
  const pending = useApiData(
    'corporate-actions',
    (signal) => call(adminMarketApi.pendingCorporateActions, { signal }),
    () => notify.error(messages.loadFailed),
  );
  const list = pending.data ?? [];
  return (
    <section aria-labelledby="pending-corporate-title" className="pending-corporate-actions">
      <h3 id="pending-corporate-title">확인 대기 중인 기업 행사</h3>
      {list.length === 0 ? (
        <p className="muted">시세 제공처의 기준가가 기록된 종가와 다른 보유 종목이 없습니다.</p>
      ) : (
        <ul>
          {list.map((action) => (
            <PendingAction
              key={`${action.symbol}-${action.date}`}
              action={action}
              onConfirmed={() => void pending.reload()}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
