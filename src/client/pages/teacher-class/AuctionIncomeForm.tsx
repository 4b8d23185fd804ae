import { classAuctionsApi } from '../../../shared/contracts/teacher-market';
import { LESSON_INCOME_LABEL, zAuctionIncome } from '../../../shared/schemas/auctions';
import { FormField } from '../../components/FormField';
import { useApiMutation } from '../../data/useApiMutation';
import { numberOf } from '../../hooks/form-numbers';
import { useZodForm } from '../../hooks/useZodForm';

/**
 * 12경수02-05 소득 변화: while the call is open, the teacher gives every student of the class the
 * same deposit once; the lesson then compares the demand placed before it with the demand after.
 */
export function AuctionIncomeForm({ classId, auctionId }: { classId: number; auctionId: number }) {
  const giving = useApiMutation(classAuctionsApi.income, {
    invalidates: [classAuctionsApi.list],
    success: '모든 학생에게 소득을 주었습니다',
    fallback: '소득을 주지 못했습니다.',
  });
  const form = useZodForm(zAuctionIncome, { amount: '1000000' }, (values) => ({
    amount: numberOf(values.amount),
  }));
  const give = form.handleSubmit(async (body) => {
    await giving.send({ params: { id: classId, auctionId }, body });
  });
  return (
    <form className="auction-income-form" onSubmit={(e) => void give(e)} noValidate>
      <FormField
        label="소득 변화: 학생마다 줄 금액(원)"
        error={form.errors.amount}
        hint={`마감 전에 한 번, 반 학생 모두에게 '${LESSON_INCOME_LABEL}'으로 입금됩니다.`}
      >
        {(control) => <input {...control} {...form.field('amount')} type="number" min={1} />}
      </FormField>
      <button
        type="submit"
        className="button button-outline button-small"
        disabled={form.submitting}
      >
        소득 주기
      </button>
    </form>
  );
}
