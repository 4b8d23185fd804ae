import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import type { Login } from '../../../shared/schemas/auth';
import { homePathFor } from '../../../shared/roles';
import { loadAuthSchemas } from '../../api/auth-contract';
import { TextField } from '../../components/FormField';
import { errorMessage, notify } from '../../components/toast';
import { useZodForm } from '../../hooks/useZodForm';
import { loginAtom, sessionAtom } from '../../state/session';
import { AuthCard } from '../../components/auth/AuthCard';
import { AuthSubmit } from '../../components/auth/AuthSubmit';
import { PendingApproval } from './PendingApproval';
import { usePendingLogin } from './usePendingLogin';

const loginSchema = () => loadAuthSchemas().then((schemas) => schemas.zLogin);

export function LoginPage() {
  const session = useAtomValue(sessionAtom);
  const login = useSetAtom(loginAtom);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const waiting = usePendingLogin();
  const form = useZodForm(loginSchema, { email: '', password: '' });

  async function signIn(credentials: Login) {
    setFailure(null);
    try {
      const user = await login(credentials);
      notify.success('로그인 성공!');
      navigate(homePathFor(user.role), { replace: true });
    } catch (error) {
      if (await waiting.caught(error, credentials)) return;
      waiting.clear();
      const message = errorMessage(error, messages.invalidCredentials);
      setFailure(message);
      notify.error(message);
    }
  }

  const onSubmit = form.handleSubmit(signIn);

  if (session.isAuthenticated && session.user)
    return <Navigate to={homePathFor(session.user.role)} replace />;

  const { pending } = waiting;
  if (pending)
    return (
      <PendingApproval
        message={pending.message}
        details={pending.details}
        stillPending={pending.stillPending}
        checking={checking}
        onRetry={() => {
          setChecking(true);
          void signIn(pending.credentials).finally(() => setChecking(false));
        }}
        onBack={waiting.clear}
      />
    );

  return (
    <AuthCard
      title="로그인"
      lead="모의투자 교실에 오신 것을 환영합니다."
      footer={
        <>
          계정이 없으신가요? <Link to="/register">회원가입</Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        {failure && (
          <p className="form-alert" role="alert">
            {failure}
          </p>
        )}
        {/* A roster student types the login ID from their card here: 2026-20301, the domain left off. */}
        <TextField
          label="이메일 또는 로그인 ID"
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <TextField
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <AuthSubmit submitting={form.submitting} label="로그인" busyLabel="로그인 중…" />
      </form>
    </AuthCard>
  );
}
