import type { ClassRules, MyClassRules } from '../../../shared/schemas/class-rules';
import { ruleLabels, ruleTexts } from '../../../shared/domain/trading/rules/rule-changes';
import { tradingApi } from '../../../shared/contracts/trading';
import { useApiQuery } from '../../data/useApiQuery';
import { Icon } from '../Icon';
import './class-market.css';

const shown: Array<keyof ClassRules> = [
  'tradingHours',
  'timetable',
  'markets',
  'maxPositionPercent',
  'maxOrdersPerDay',
  'feeRatePpm',
  'sellTax',
  'initialCash',
  'regularDeposit',
  'depositRateBp',
];

/** 우리 반 규칙 for the student's dashboard: the rules before they meet them. */
export function ClassRulesCard() {
  const { data } = useApiQuery(tradingApi.rules);
  return data ? <ClassRulesView data={data} /> : null;
}

/** The card itself, for a page that has loaded the rules for its own use (the trading page). */
export function ClassRulesView({ data }: { data: MyClassRules }) {
  const { rules, ordersToday, reflectionRequired } = data;
  const keys = shown.filter((key) => key !== 'timetable' || rules.tradingHours === 'TIMETABLE');
  return (
    <section className="card class-rules-card" aria-labelledby="class-rules-title">
      <h2 className="card-title" id="class-rules-title">
        <Icon name="ruler" size={18} /> 우리 반 규칙
      </h2>
      <dl className="class-rules-list">
        {keys.map((key) => (
          <div key={key}>
            <dt>{ruleLabels[key]}</dt>
            <dd>{ruleTexts[key](rules)}</dd>
          </div>
        ))}
        {reflectionRequired && (
          <div>
            <dt>회고</dt>
            <dd>매도한 거래마다 필수</dd>
          </div>
        )}
      </dl>
      {rules.maxOrdersPerDay !== null && (
        <p className="muted class-rules-note">
          오늘 주문 {ordersToday}회 / {rules.maxOrdersPerDay}회
        </p>
      )}
    </section>
  );
}
