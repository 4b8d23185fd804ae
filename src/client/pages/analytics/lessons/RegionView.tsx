import { useState } from 'react';
import { brokenRules } from '../../../../shared/domain/region/class-rule-region';
import type { Region } from '../../../../shared/schemas/region';
import { FormField } from '../../../components/FormField';
import { MathTex } from '../../../components/maths/MathTex';
import { RegionPlot } from './RegionPlot';

/** One drawn region with the order the student is thinking of as a point. */
export function RegionView({ region }: { region: Region }) {
  const [buyA, setBuyA] = useState('0');
  const [buyB, setBuyB] = useState('0');
  const proposal = {
    x: region.a.held + (Number(buyA) || 0),
    y: region.b.held + (Number(buyB) || 0),
  };
  const broken = brokenRules(region.inequalities, proposal);
  return (
    <>
      <ul className="region-rules">
        {region.inequalities.map((q) => (
          <li key={q.key} className={broken.includes(q) ? 'region-broken' : undefined}>
            {broken.includes(q) && <span aria-hidden="true">✕ </span>}
            <span>{q.rule}</span> <MathTex tex={q.tex} />
          </li>
        ))}
      </ul>
      {region.note && <p className="muted">{region.note}</p>}
      <div className="field-row">
        <FormField label={`${region.a.name} 더 살 주식 수`}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              value={buyA}
              onChange={(e) => setBuyA(e.target.value)}
            />
          )}
        </FormField>
        <FormField label={`${region.b.name} 더 살 주식 수`}>
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              value={buyB}
              onChange={(e) => setBuyB(e.target.value)}
            />
          )}
        </FormField>
      </div>
      <RegionPlot region={region} proposal={proposal} inside={broken.length === 0} />
      <p role="status" className={broken.length === 0 ? undefined : 'region-broken'}>
        {broken.length === 0
          ? `주문 뒤 (${proposal.x}, ${proposal.y})는 영역 안에 있어요`
          : `주문 뒤 (${proposal.x}, ${proposal.y})는 영역 밖이에요: ${broken.map((q) => q.rule).join(', ')} 규칙을 어겨요`}
      </p>
      <RegionVertices region={region} />
    </>
  );
}

/** The objective at each corner of the region's whole-share points, the best in bold. */
function RegionVertices({ region }: { region: Region }) {
  return (
    <div className="table-scroll">
      <table className="data-table region-vertices">
        <caption>
          주식은 한 주 단위로 사니, 목표 <MathTex tex={region.objective} />를 영역 안 정수 점의
          꼭짓점에서 비교해요 (굵은 줄이 최댓값)
        </caption>
        <thead>
          <tr>
            <th scope="col">x ({region.a.name})</th>
            <th scope="col">y ({region.b.name})</th>
            <th scope="col">z</th>
          </tr>
        </thead>
        <tbody>
          {region.wholeCorners.map((v) => (
            <tr
              key={`${v.x},${v.y}`}
              className={
                region.best?.x === v.x && region.best.y === v.y ? 'region-best' : undefined
              }
            >
              <td>{v.x}</td>
              <td>{v.y}</td>
              <td>{v.value.toLocaleString('ko-KR')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
