import { isLoopback } from './card-address';

/**
 * Which address the cards print (and their QR codes open), chosen before printing; a loopback
 * address is named for what it is, since a card with it opens nothing on a student's phone.
 */
export function CardAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: string[];
  value: string;
  onChange: (address: string) => void;
}) {
  return (
    <div className="login-cards-address">
      <label>
        카드에 인쇄할 접속 주소
        <select className="input" value={value} onChange={(e) => onChange(e.target.value)}>
          {addresses.map((address) => (
            <option key={address} value={address}>
              {address}
              {isLoopback(address) ? ' (이 컴퓨터에서만 열림)' : ''}
            </option>
          ))}
        </select>
      </label>
      {isLoopback(value) && (
        <p className="field-error" role="alert">
          {value}는 서버 컴퓨터에서만 열리는 주소입니다. 학생 휴대폰에서는 열리지 않으니 학교
          네트워크 주소를 고르거나, 관리자에게 PUBLIC_URL 설정을 요청하세요.
        </p>
      )}
    </div>
  );
}
