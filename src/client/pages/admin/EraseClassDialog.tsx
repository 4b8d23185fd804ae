import { useState } from 'react';
import type { EraseMode } from '../../../shared/schemas/class-record';
import type { ClassSummary } from '../../../shared/schemas/classes';
import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { adminSchoolApi } from '../../../shared/contracts/admin';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { SegmentedControl } from '../../components/SegmentedControl';
import { TextField } from '../../components/FormField';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';

const modes = [
  { value: 'anonymise', label: '익명화' },
  { value: 'delete', label: '모두 삭제' },
] as const;

const explanations: Record<EraseMode, string> = {
  anonymise:
    '이름은 학생 1, 2 …로 바뀌고 로그인 ID·이메일·학번과 근거·회고 속 이름, 이메일, 전화번호가 지워집니다. 계정은 로그인할 수 없게 되고, 수익률 같은 수치는 클래스 통계용으로 남습니다.',
  delete: '학생 계정과 거래, 근거, 회고, 자산 기록을 모두 삭제합니다. 클래스만 남습니다.',
};

/** 개인정보 파기: names the class and its student count, and asks for the class name. */
export function EraseClassDialog({
  klass,
  onClose,
  onErased,
}: {
  klass: ClassSummary;
  onClose: () => void;
  onErased: () => void;
}) {
  const [mode, setMode] = useState<EraseMode>('anonymise');
  const [confirm, setConfirm] = useState('');
  const eraseClass = useApiMutation(adminSchoolApi.eraseClass, {
    invalidates: [teacherClassesApi.list],
    fallback: '개인정보 파기에 실패했습니다',
  });
  const { students, pending } = klass._count;

  async function erase() {
    const result = await eraseClass.send({ params: { id: klass.id }, body: { mode, confirm } });
    if (!result) return;
    notify.success(`${klass.name}: 학생 ${result.students}명의 개인정보를 파기했습니다`);
    onErased();
  }

  return (
    <Modal
      open
      title="개인정보 파기"
      onClose={onClose}
      footer={
        <ModalActions
          submitLabel="파기하기"
          variant="danger"
          disabled={eraseClass.pending || confirm.trim() !== klass.name}
          onConfirm={() => void erase()}
          onCancel={onClose}
        />
      }
    >
      <div className="erase-class">
        <p>
          <strong>{klass.name}</strong> 클래스 학생 <strong>{students}명</strong>
          {pending > 0 && `과 승인 대기 ${pending}명`}의 개인정보를 파기합니다. 되돌릴 수 없으니
          먼저 기록을 내보내 두세요.
        </p>
        <SegmentedControl label="파기 방식" segments={[...modes]} value={mode} onChange={setMode} />
        <p className="field-hint">{explanations[mode]}</p>
        <TextField
          label={`확인: 클래스 이름 ‘${klass.name}’을 입력하세요`}
          value={confirm}
          autoComplete="off"
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
    </Modal>
  );
}
