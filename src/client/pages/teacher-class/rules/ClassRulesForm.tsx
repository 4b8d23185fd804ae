import { useState, type FormEvent } from 'react';
import { salesTaxSummary } from '../../../../shared/domain/market/fees';
import {
  RULE_MARKETS,
  zClassRules,
  type ClassPeriod,
  type ClassRules,
} from '../../../../shared/schemas/class-rules';
import { call } from '../../../api/call';
import { classRulesApi } from '../../../../shared/contracts/teacher-market';
import { SegmentedControl } from '../../../components/SegmentedControl';
import { errorMessage, notify } from '../../../components/toast';
import { LessonRulesFields, lessonDraftOf, lessonRulesOf } from './LessonRulesFields';
import { TimetableEditor } from './TimetableEditor';

const hoursChoices = [
  { value: 'MARKET', label: '장 운영 시간 내내' },
  { value: 'TIMETABLE', label: '수업 시간표에만' },
] as const;

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The teacher's 우리 반 규칙 form; a save applies to new orders from now on. */
export function ClassRulesForm({
  classId,
  rules,
  onSaved,
}: {
  classId: number;
  rules: ClassRules;
  onSaved: () => void;
}) {
  const [cash, setCash] = useState(String(rules.initialCash));
  const [feePercent, setFeePercent] = useState(String(rules.feeRatePpm / 10_000));
  const [sellTax, setSellTax] = useState(rules.sellTax);
  const [maxShare, setMaxShare] = useState(rules.maxPositionPercent?.toString() ?? '');
  const [maxOrders, setMaxOrders] = useState(rules.maxOrdersPerDay?.toString() ?? '');
  const [markets, setMarkets] = useState<ClassRules['markets']>(rules.markets);
  const [hours, setHours] = useState(rules.tradingHours);
  const [timetable, setTimetable] = useState<ClassPeriod[]>(rules.timetable);
  const [lessons, setLessons] = useState(() => lessonDraftOf(rules));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zClassRules.safeParse({
      initialCash: Number(cash),
      feeRatePpm: Math.round(Number(feePercent) * 10_000),
      sellTax,
      maxPositionPercent: optionalNumber(maxShare),
      maxOrdersPerDay: optionalNumber(maxOrders),
      markets,
      tradingHours: hours,
      timetable,
      ...lessonRulesOf(lessons),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    try {
      await call(classRulesApi.save, { params: { id: classId }, body: parsed.data });
      notify.success('우리 반 규칙을 저장했습니다. 새 주문부터 적용됩니다');
      onSaved();
    } catch (failure) {
      setError(errorMessage(failure, '작업에 실패했습니다.'));
    }
  }

  const toggleMarket = (market: (typeof RULE_MARKETS)[number]) =>
    setMarkets((current) =>
      current.includes(market) ? current.filter((m) => m !== market) : [...current, market],
    );

  return (
    <form className="rules-form" onSubmit={submit} noValidate aria-label="우리 반 규칙">
      <div className="field-row">
        <div className="field">
          <label htmlFor="rule-cash">시작 자금 (원)</label>
          <input
            id="rule-cash"
            type="number"
            inputMode="numeric"
            min={0}
            step={1000}
            value={cash}
            onChange={(e) => setCash(e.target.value)}
          />
          <span className="field-hint">새로 승인되는 학생과 현금 초기화에 쓰입니다</span>
        </div>
        <div className="field">
          <label htmlFor="rule-fee">수수료율 (%)</label>
          <input
            id="rule-fee"
            type="number"
            inputMode="decimal"
            min={0}
            max={1}
            step={0.001}
            value={feePercent}
            onChange={(e) => setFeePercent(e.target.value)}
          />
        </div>
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="rule-share">한 종목 비중 한도 (%)</label>
          <input
            id="rule-share"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            placeholder="제한 없음"
            value={maxShare}
            onChange={(e) => setMaxShare(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="rule-orders">하루 주문 한도 (회)</label>
          <input
            id="rule-orders"
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            placeholder="제한 없음"
            value={maxOrders}
            onChange={(e) => setMaxOrders(e.target.value)}
          />
        </div>
      </div>
      <label className="check">
        <input type="checkbox" checked={sellTax} onChange={(e) => setSellTax(e.target.checked)} />
        매도할 때 증권거래세(2026년 {salesTaxSummary()})를 냅니다
      </label>
      <fieldset>
        <legend>거래할 수 있는 시장</legend>
        {RULE_MARKETS.map((market) => (
          <label key={market} className="check">
            <input
              type="checkbox"
              checked={markets.includes(market)}
              onChange={() => toggleMarket(market)}
            />
            {market}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <span className="field-label">거래 시간</span>
        <SegmentedControl
          label="거래 시간"
          segments={[...hoursChoices]}
          value={hours}
          onChange={setHours}
        />
      </div>
      {hours === 'TIMETABLE' && <TimetableEditor periods={timetable} onChange={setTimetable} />}
      <LessonRulesFields draft={lessons} onChange={setLessons} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="button button-primary">
          규칙 저장
        </button>
      </div>
    </form>
  );
}
