// uPlot draws on canvas, so it needs concrete colours: read them from the theme's CSS variables.
export function chartColors() {
  const style = getComputedStyle(document.documentElement);
  const value = (name: string) => style.getPropertyValue(name).trim();
  return {
    text: value('--text-muted'),
    grid: value('--border'),
    line: value('--primary'),
    // Theme colours are #rrggbb; 59 is ~35 % alpha.
    volume: `${value('--text-muted')}59`,
    ma5: '#f59e0b',
    ma20: '#10b981',
    ma60: '#a855f7',
  };
}
