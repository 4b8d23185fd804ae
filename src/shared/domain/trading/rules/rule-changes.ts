import { formatWon } from '../../../format';
import { salesTaxSummary } from '../../market/fees';
import { type ClassRules, type RuleChange } from '../../../schemas/class-rules';
import { scheduleLabels } from '../../portfolio/regular-deposit';
import { periodText } from './trading-time';

/** Display texts of each rule, for the 우리 반 규칙 card and the change log. */
export const ruleTexts = {
  initialCash: (r: ClassRules) => formatWon(r.initialCash),
  feeRatePpm: (r: ClassRules) => `${(r.feeRatePpm / 10_000).toFixed(3)} %`,
  sellTax: (r: ClassRules) => (r.sellTax ? `매도 시 부과 (${salesTaxSummary()})` : '면제'),
  maxPositionPercent: (r: ClassRules) =>
    r.maxPositionPercent === null ? '제한 없음' : `총 자산의 ${r.maxPositionPercent} %까지`,
  maxOrdersPerDay: (r: ClassRules) =>
    r.maxOrdersPerDay === null ? '제한 없음' : `하루 ${r.maxOrdersPerDay}회까지`,
  markets: (r: ClassRules) => r.markets.join('·'),
  tradingHours: (r: ClassRules) =>
    r.tradingHours === 'MARKET' ? '장 운영 시간 내내' : '수업 시간표에만',
  timetable: (r: ClassRules) =>
    r.timetable.length === 0 ? '없음' : r.timetable.map(periodText).join(', '),
  depositRateBp: (r: ClassRules) => `연 ${(r.depositRateBp / 100).toFixed(2)} %`,
  regularDeposit: (r: ClassRules) =>
    r.regularDeposit === null
      ? '없음'
      : `${scheduleLabels[r.regularDeposit.schedule]} ${formatWon(r.regularDeposit.amount)}`,
  regionObjective: (r: ClassRules) =>
    r.regionObjective === 'SHARES' ? '주식 수 최대' : '투자 금액 최대',
} satisfies Record<keyof ClassRules, (rules: ClassRules) => string>;

export const ruleLabels: Record<keyof ClassRules, string> = {
  initialCash: '시작 자금',
  feeRatePpm: '수수료율',
  sellTax: '증권거래세',
  maxPositionPercent: '한 종목 비중',
  maxOrdersPerDay: '하루 주문 횟수',
  markets: '거래 시장',
  tradingHours: '거래 시간',
  timetable: '수업 시간표',
  depositRateBp: '정기예금 금리',
  regularDeposit: '적립식 입금',
  regionObjective: '부등식의 영역 목표',
};

/** What a teacher's edit changed, rule by rule, as the log shows it. */
export function describeRuleChanges(before: ClassRules, after: ClassRules): RuleChange[] {
  return (Object.keys(ruleLabels) as Array<keyof ClassRules>)
    .map((key) => ({
      rule: ruleLabels[key],
      from: ruleTexts[key](before),
      to: ruleTexts[key](after),
    }))
    .filter((change) => change.from !== change.to);
}
