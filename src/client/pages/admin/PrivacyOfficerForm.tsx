import { adminPrivacyApi, privacyApi } from '../../../shared/contracts/privacy';
import { zPrivacyOfficer, type PrivacyOfficer } from '../../../shared/schemas/privacy';
import { TextField } from '../../components/FormField';
import { useApiMutation } from '../../data/useApiMutation';
import { useZodForm } from '../../hooks/useZodForm';

const EMPTY = { name: '', department: '', phone: '', email: '' };

/** The 개인정보 보호책임자 the 처리방침 names; required before a teacher creates a class. */
export function PrivacyOfficerForm({ saved }: { saved: PrivacyOfficer | null }) {
  const form = useZodForm(zPrivacyOfficer, saved ?? EMPTY);
  const save = useApiMutation(adminPrivacyApi.saveOfficer, {
    invalidates: [adminPrivacyApi.officer, adminPrivacyApi.checklist, privacyApi.policy],
    success: '개인정보 보호책임자를 저장했습니다.',
    fallback: '개인정보 보호책임자를 저장하지 못했습니다.',
  });
  const onSubmit = form.handleSubmit(async (body) => {
    await save.send({ body });
  });

  return (
    <form className="card narrow-form" onSubmit={onSubmit} noValidate>
      <h2 className="section-title">개인정보 보호책임자</h2>
      <p className="muted">
        개인정보 처리방침(/privacy)에 공개되고, 학생과 보호자가 열람·정정·삭제를 요청하는
        연락처입니다.
      </p>
      <TextField label="이름" autoComplete="off" {...form.field('name')} />
      <TextField
        label="부서·직위 (선택)"
        autoComplete="off"
        hint="예: 교무기획부 정보부장"
        {...form.field('department')}
      />
      <TextField label="연락처(전화번호)" autoComplete="off" {...form.field('phone')} />
      <TextField label="이메일 (선택)" type="email" autoComplete="off" {...form.field('email')} />
      <button
        type="submit"
        className="button button-primary button-block"
        disabled={form.submitting}
      >
        저장
      </button>
    </form>
  );
}
