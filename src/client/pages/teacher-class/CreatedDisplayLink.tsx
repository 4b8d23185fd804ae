import { useId, useRef } from 'react';
import { QrCode } from '../../components/QrCode';
import { notify } from '../../components/toast';

/**
 * Copies with the Clipboard API where the page is a secure context; a school server reached
 * over plain http has none, so the field's text is selected and copied the old way.
 */
async function copyField(input: HTMLInputElement) {
  input.select();
  try {
    if (navigator.clipboard) await navigator.clipboard.writeText(input.value);
    else if (!document.execCommand('copy')) throw new Error('copy refused');
    notify.success('복사했습니다');
  } catch {
    notify.error('복사하지 못했습니다. 선택된 주소를 Ctrl+C로 복사하세요.');
  }
}

function CopyField({ label, value }: { label: string; value: string }) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <span className="copy-field-row">
        <input
          id={id}
          ref={input}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button
          type="button"
          className="button button-ghost button-small"
          aria-label={`${label} 복사`}
          onClick={() => input.current && void copyField(input.current)}
        >
          복사
        </button>
      </span>
    </div>
  );
}

/** A new display link, shown once (only hashes are kept): scan it, type the code, or paste it. */
export function CreatedDisplayLink({ url, code }: { url: string; code: string }) {
  const origin = window.location.origin;
  const short = `${origin}/p/${code}`;
  return (
    <div className="created-link" role="status">
      <QrCode text={short} label="프로젝터 화면 QR 코드" />
      <div className="created-link-fields">
        <p className="created-code">
          화면 코드 <strong>{code}</strong>
        </p>
        <CopyField label="짧은 주소" value={short} />
        <CopyField label="전체 링크" value={`${origin}${url}`} />
        <p className="field-hint">
          교실 PC에서 QR을 찍거나 짧은 주소를 입력하세요. 이 주소는 지금 한 번만 보입니다.
        </p>
      </div>
    </div>
  );
}
