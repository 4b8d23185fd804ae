/** Every page's size in points, from a PDF's MediaBox entries (A4 is 595 × 842, Letter 612 × 792). */
export const pdfPageSizes = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    ([, width, height]) => [Math.round(Number(width)), Math.round(Number(height))],
  );
