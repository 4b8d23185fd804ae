import { useAtomValue } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { Register } from '../../../shared/schemas/auth';
import { homePathFor } from '../../../shared/roles';
import { ApiError } from '../../api/client';
import { loadAuthApi, loadAuthSchemas } from '../../api/auth-contract';
import { call } from '../../api/call';
import { Icon } from '../../components/Icon';
import { TextField } from '../../components/FormField';
import { NewPasswordFields } from '../../components/auth/NewPasswordFields';
import { errorMessage, notify } from '../../components/toast';
import { useZodForm } from '../../hooks/useZodForm';
import { sessionAtom } from '../../state/session';
import { AuthCard } from '../../components/auth/AuthCard';
import { AuthSubmit } from '../../components/auth/AuthSubmit';

const registerSchema = () => loadAuthSchemas().then((schemas) => schemas.zRegisterForm);
const empty = { email: '', name: '', password: '', confirmPassword: '', classCode: '' };

export function RegisterPage() {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const form = useZodForm(registerSchema, empty);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...request }) => {
    try {
      await call((await loadAuthApi()).register, { body: request satisfies Register });
      notify.success('회원가입이 완료되었습니다! 승인 후 로그인이 가능합니다.');
      navigate('/login');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_CLASS_CODE')
        form.setFieldError('classCode', error.message);
      notify.error(errorMessage(error, '회원가입에 실패했습니다.'));
    }
  });

  if (session.isAuthenticated && session.user)
    return <Navigate to={homePathFor(session.user.role)} replace />;

  return (
    <AuthCard
      title="회원가입"
      lead="선생님의 승인 후 모의투자를 시작할 수 있어요."
      footer={
        <>
          이미 계정이 있으신가요? <Link to="/login">로그인</Link>
        </>
      }
    >
      <div className="banner" role="note">
        <Icon name="school" />
        <p>
          <strong>클래스 코드는 담당 선생님께 받아야 합니다.</strong> 선생님이 알려 주신 코드를
          그대로 입력하세요.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate>
        <TextField label="이메일" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="이름" autoComplete="name" {...form.field('name')} />
        <NewPasswordFields
          label="비밀번호"
          password={form.field('password')}
          confirm={form.field('confirmPassword')}
        />
        <TextField
          label="클래스 코드"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="code-input"
          {...form.field('classCode')}
        />
        <AuthSubmit submitting={form.submitting} label="회원가입" busyLabel="가입 중…" />
      </form>
      <details className="privacy-notice">
        <summary>개인정보 수집·이용 안내</summary>
        <p>
          모의투자 수업을 위해 이메일(로그인 ID), 이름, 비밀번호, 클래스 코드만 받아요. 이메일은
          담당 선생님과 관리자만 보고, 이름은 순위표와 프로젝터에서 선생님이 정한 방식(이름 전체,
          가린 이름, 자기 것만)으로 반 친구들에게도 보일 수 있어요. 비밀번호는 암호화해서 저장해요.
          이 정보는 수업 운영(로그인, 승인, 거래 기록과 평가)에만 써요.
        </p>
        <p>
          <strong>보관 기간:</strong> 클래스가 끝날 때까지 보관하고, 그 뒤 학교가 정한 보존 기간이
          끝나면 관리자가 파기해요. 그 전에 삭제를 요청하면 담당 선생님이 파기해요.
        </p>
        <p>
          <strong>동의하지 않을 권리:</strong> 수집·이용에 동의하지 않을 수 있어요. 동의하지 않으면
          회원가입을 할 수 없으니, 수업에 참여할 다른 방법을 담당 선생님과 상의해주세요.
        </p>
        <p>
          자세한 내용과 개인정보 보호책임자의 연락처는 <Link to="/privacy">개인정보 처리방침</Link>
          에 있어요.
        </p>
      </details>
    </AuthCard>
  );
}
