import { zAuctionOrderBody, type AuctionView } from '../../../shared/schemas/auctions';
import { auctionsApi } from '../../../shared/contracts/auctions';
import { FormField } from '../../components/FormField';
import { SegmentedControl } from '../../components/SegmentedControl';
import { useApiMutation } from '../../data/useApiMutation';
import { numberOf } from '../../hooks/form-numbers';
import { useZodForm } from '../../hooks/useZodForm';

const sides: Array<{ value: 'BUY' | 'SELL'; label: string }> = [
  { value: 'BUY', label: '매수' },
  { value: 'SELL', label: '매도' },
];

/** A call-auction order: nothing fills until the close; cash or shares are held back till then. */
export function AuctionOrderForm({
  auction,
  onPlaced,
}: {
  auction: AuctionView;
  onPlaced: (view: AuctionView) => void;
}) {
  const form = useZodForm(
    zAuctionOrderBody,
    {
      side: auction.myOrders[0]?.side ?? ('BUY' as 'BUY' | 'SELL'),
      quantity: '',
      price: String(auction.referencePrice),
      reason: '',
    },
    (values) => ({
      ...values,
      quantity: numberOf(values.quantity),
      price: numberOf(values.price),
    }),
  );
  const { side } = form.values;
  // The caller takes the auction as the answer shows it (onPlaced).
  const place = useApiMutation(auctionsApi.placeOrder, {
    invalidates: [],
    success: '주문을 냈어요. 마감 때 한 가격으로 체결돼요.',
    fallback: '주문하지 못했어요.',
  });
  const submit = form.handleSubmit(async (order) => {
    const view = await place.send({ params: { id: auction.id }, body: order });
    if (!view) return;
    onPlaced(view);
    form.reset({ side: order.side });
  });
  return (
    <form className="card auction-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="card-title">주문 내기</h2>
      <SegmentedControl
        label="주문 종류"
        segments={sides}
        value={side}
        onChange={(next) => form.set('side', next)}
      />
      <div className="auction-form-row">
        {(['quantity', 'price'] as const).map((name) => (
          <FormField
            key={name}
            label={name === 'quantity' ? '수량(주)' : '가격(원)'}
            error={form.errors[name]}
          >
            {(control) => (
              <input {...control} {...form.field(name)} type="number" inputMode="numeric" min={1} />
            )}
          </FormField>
        ))}
      </div>
      <FormField label="투자 판단 근거" error={form.errors.reason}>
        {(control) => <input {...control} {...form.field('reason')} maxLength={1000} />}
      </FormField>
      <button type="submit" className="button" disabled={form.submitting}>
        {side === 'BUY' ? '매수 주문' : '매도 주문'}
      </button>
    </form>
  );
}
