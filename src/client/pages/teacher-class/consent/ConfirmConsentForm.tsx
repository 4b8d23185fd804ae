import { guardianConsentApi } from '../../../../shared/contracts/guardian-consent';
import { kstDate } from '../../../../shared/domain/market/calendar';
import {
  consentMethodLabels,
  consentMethods,
  zConfirmGuardianConsent,
  type ConfirmGuardianConsent,
  type ConsentMethod,
  type ConsentStudent,
} from '../../../../shared/schemas/guardian-consent';
import { StudentChecklist } from '../../../components/classes/StudentChecklist';
import { FormField, TextField } from '../../../components/FormField';
import { useApiMutation } from '../../../data/useApiMutation';
import { useZodForm } from '../../../hooks/useZodForm';

interface Draft {
  studentIds: number[];
  receivedOn: string;
  method: ConsentMethod | '';
}

/** Checks the students whose signed consent came in, with the day and the way it came. */
export function ConfirmConsentForm({
  classId,
  awaiting,
}: {
  classId: number;
  awaiting: ConsentStudent[];
}) {
  const form = useZodForm<Draft, ConfirmGuardianConsent>(zConfirmGuardianConsent, {
    studentIds: [],
    receivedOn: kstDate(new Date()),
    method: 'WRITTEN',
  });
  const confirm = useApiMutation(guardianConsentApi.confirm, {
    invalidates: [guardianConsentApi.overview],
    success: '보호자 동의를 확인했습니다.',
  });
  const onSubmit = form.handleSubmit(async (body) => {
    if (await confirm.send({ params: { id: classId }, body })) form.set('studentIds', []);
  });

  return (
    <form className="consent-form" onSubmit={onSubmit} noValidate aria-label="보호자 동의 확인">
      <StudentChecklist
        legend="동의서를 낸 학생"
        students={awaiting}
        selected={form.values.studentIds}
        onChange={(ids) => form.set('studentIds', ids)}
        error={form.errors.studentIds}
      />
      <TextField label="동의서를 받은 날" type="date" {...form.field('receivedOn')} />
      <FormField label="받은 방법" error={form.errors.method}>
        {(control) => (
          <select
            {...control}
            value={form.values.method}
            onChange={(event) => form.set('method', event.target.value as ConsentMethod)}
          >
            {consentMethods.map((method) => (
              <option key={method} value={method}>
                {consentMethodLabels[method]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className="button button-primary" disabled={form.submitting}>
        동의 확인 ({form.values.studentIds.length}명)
      </button>
    </form>
  );
}
