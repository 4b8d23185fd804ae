import { useId, useState } from 'react';
import { portfolioApi } from '../../../../shared/contracts/portfolio';
import { zRegionQuery } from '../../../../shared/schemas/region';
import { FormField } from '../../../components/FormField';
import { errorMessage } from '../../../components/toast';
import { useApiQuery } from '../../../data/useApiQuery';
import { useZodForm } from '../../../hooks/useZodForm';
import { RegionView } from './RegionView';

export interface RegionStockOption {
  symbol: string;
  name: string;
}

/**
 * 우리 반 규칙은 부등식의 영역 ([12경수02-06]): two stocks, the rules as inequalities in (x, y).
 * The server answers for the signed-in student only, so a teacher's view of a student leaves
 * this section out.
 */
export function RegionLesson({ holdings }: { holdings: RegionStockOption[] }) {
  const form = useZodForm(zRegionQuery, {
    a: holdings[0]?.symbol ?? '005930',
    b: holdings[1]?.symbol ?? '000660',
  });
  // The pair last asked for: the region is read for it, not for what is being typed.
  const [asked, setAsked] = useState<{ a: string; b: string } | null>(null);
  const read = useApiQuery(
    portfolioApi.region,
    { query: asked ?? form.values },
    { enabled: !!asked },
  );
  // A pair the server would refuse is not asked for: its message stands where the server's would.
  const error =
    form.error ?? (read.error ? errorMessage(read.error, '영역을 그리지 못했어요') : undefined);
  const region = form.error ? undefined : read.data;
  const listId = useId();

  const draw = form.handleSubmit(async (pair) => {
    if (asked?.a === pair.a && asked.b === pair.b) void read.refetch();
    else setAsked(pair);
  });

  return (
    <section className="card lesson" aria-labelledby="lesson-region">
      <h2 className="card-title" id="lesson-region">
        우리 반 규칙은 부등식의 영역
      </h2>
      <p className="muted lesson-lead">
        두 종목을 더 산 뒤의 주식 수를 (x, y)로 놓으면, 우리 반 규칙은 x와 y의 일차부등식이 되고 살
        수 있는 주문은 그 영역 안의 점이에요.
      </p>
      <form
        className="field-row lesson-form"
        onSubmit={(e) => void draw(e)}
        noValidate
        aria-label="두 종목 고르기"
      >
        <FormField label="종목 A (x) 코드">
          {(control) => (
            <input
              {...control}
              list={listId}
              value={form.values.a}
              onChange={(e) => form.set('a', e.target.value)}
            />
          )}
        </FormField>
        <FormField label="종목 B (y) 코드">
          {(control) => (
            <input
              {...control}
              list={listId}
              value={form.values.b}
              onChange={(e) => form.set('b', e.target.value)}
            />
          )}
        </FormField>
        <datalist id={listId}>
          {holdings.map((h) => (
            <option key={h.symbol} value={h.symbol} label={h.name} />
          ))}
        </datalist>
        <button type="submit" className="button button-primary">
          영역 그리기
        </button>
      </form>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {region && <RegionView key={`${region.a.symbol},${region.b.symbol}`} region={region} />}
    </section>
  );
}
