import uPlot from 'uplot';

/**
 * Draws a uPlot chart into `element` at the element's width and keeps it that wide as the
 * layout changes (the height stays the options' own). The returned `remove` undoes both.
 */
export function mountChart(element: HTMLElement, options: uPlot.Options, data: uPlot.AlignedData) {
  const chart = new uPlot(options, data, element);
  const resize = new ResizeObserver(() =>
    chart.setSize({ width: element.clientWidth, height: options.height }),
  );
  resize.observe(element);
  return {
    chart,
    remove() {
      resize.disconnect();
      chart.destroy();
    },
  };
}
