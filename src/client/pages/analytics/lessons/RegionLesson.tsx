import { useState } from 'react';
import { brokenRules } from '../../../../shared/domain/region/class-rule-region';
import type { Region } from '../../../../shared/schemas/region';
import { api } from '../../../api/client';
import { MathTex } from '../../../components/maths/MathTex';
import { errorMessage } from '../../../components/toast';
import { RegionPlot } from './RegionPlot';

/** 우리 반 규칙은 부등식의 영역 ([12경수02-06]): two stocks, the rules as inequalities in (x, y). */
export function RegionLesson({ symbols }: { symbols: string[] }) {
  const [a, setA] = useState(symbols[0] ?? '005930');
  const [b, setB] = useState(symbols[1] ?? '000660');
  const [region, setRegion] = useState<Region | null>(null);
  const [error, setError] = useState<string>();
  const [buyA, setBuyA] = useState('0');
  const [buyB, setBuyB] = useState('0');

  async function draw() {
    try {
      setRegion(await api.get<Region>('/portfolio/region', { a, b }));
      setError(undefined);
    } catch (failure) {
      setError(errorMessage(failure, '영역을 그리지 못했습니다'));
    }
  }

  const proposal = region && {
    x: region.a.held + (Number(buyA) || 0),
    y: region.b.held + (Number(buyB) || 0),
  };
  const broken = region && proposal ? brokenRules(region.inequalities, proposal) : [];
  return (
    <section className="card lesson" aria-labelledby="lesson-region">
      <h2 className="card-title" id="lesson-region">
        우리 반 규칙은 부등식의 영역
      </h2>
      <div className="field-row region-pick">
        <input aria-label="종목 A 코드" value={a} onChange={(e) => setA(e.target.value)} />
        <input aria-label="종목 B 코드" value={b} onChange={(e) => setB(e.target.value)} />
        <button type="button" className="button button-primary" onClick={draw}>
          영역 그리기
        </button>
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {region && proposal && (
        <>
          <ul className="region-rules">
            {region.inequalities.map((q) => (
              <li key={q.key} className={broken.includes(q) ? 'region-broken' : undefined}>
                <span>{q.rule}</span> <MathTex tex={q.tex} />
              </li>
            ))}
          </ul>
          {region.note && <p className="muted">{region.note}</p>}
          <div className="field-row">
            <input
              aria-label={`${region.a.name} 더 살 주식 수`}
              type="number"
              inputMode="numeric"
              value={buyA}
              onChange={(e) => setBuyA(e.target.value)}
            />
            <input
              aria-label={`${region.b.name} 더 살 주식 수`}
              type="number"
              inputMode="numeric"
              value={buyB}
              onChange={(e) => setBuyB(e.target.value)}
            />
          </div>
          <RegionPlot region={region} proposal={proposal} />
          <p role="status">
            {broken.length === 0
              ? '이 주문은 영역 안에 있습니다'
              : `이 주문은 영역 밖입니다: ${broken.map((q) => q.rule).join(', ')}을(를) 어깁니다`}
          </p>
          <RegionVertices region={region} />
        </>
      )}
    </section>
  );
}

function RegionVertices({ region }: { region: Region }) {
  return (
    <table className="data-table region-vertices">
      <caption>
        목표 <MathTex tex={region.objective} /> 를 꼭짓점에서 비교합니다
      </caption>
      <thead>
        <tr>
          <th>x ({region.a.name})</th>
          <th>y ({region.b.name})</th>
          <th>z</th>
        </tr>
      </thead>
      <tbody>
        {region.vertices.map((v) => (
          <tr
            key={`${v.x},${v.y}`}
            className={region.best?.x === v.x && region.best.y === v.y ? 'region-best' : undefined}
          >
            <td>{v.x}</td>
            <td>{v.y}</td>
            <td>{v.value.toLocaleString('ko-KR')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
