import { Icon } from './Icon';

export function SearchBox({
  value,
  onChange,
  placeholder = '종목명 또는 종목코드',
  label = '종목 검색',
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  label?: string;
}) {
  return (
    <div className="search-box">
      <Icon name="search" size={18} />
      <input
        type="search"
        className="input"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
