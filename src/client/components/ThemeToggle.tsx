import { useAtom } from 'jotai';
import { themeAtom } from '../state/ui';
import { Icon } from './Icon';

export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => setTheme(next)}
      aria-label={next === 'dark' ? '어두운 테마로 전환' : '밝은 테마로 전환'}
      title={next === 'dark' ? '어두운 테마' : '밝은 테마'}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
