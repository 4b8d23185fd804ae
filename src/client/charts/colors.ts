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
    ma5: value('--ma5'),
    ma20: value('--ma20'),
    ma60: value('--ma60'),
  };
}
