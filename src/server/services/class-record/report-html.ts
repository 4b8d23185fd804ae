import type { ClassReport, StudentReport } from '../../../shared/schemas/reviews';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function studentPage(report: StudentReport): string {
  const { student } = report;
  const figures = report.figures
    .map((f) => `<tr><th>${escape(f.label)}</th><td>${f.value.toLocaleString('ko-KR')}</td></tr>`)
    .join('');
  const reflections = report.reflections
    .map((r) => `<li><b>${escape(r.trade.stockName)}</b> ${escape(r.text)}</li>`)
    .join('');
  const rationales = report.bestRationales
    .map((r) => `<li><b>${escape(r.trade.stockName)}</b> ${escape(r.trade.reason)}</li>`)
    .join('');
  return `<section class="page">
<h2>${escape(student.name)}${student.number ? ` (${escape(student.number)})` : ''}</h2>
<table>${figures}</table>
<h3>잘 쓴 투자 근거</h3><ul>${rationales || '<li>없음</li>'}</ul>
<h3>회고</h3><ul>${reflections || '<li>없음</li>'}</ul>
</section>`;
}

/** The class's 세특 material as one printable page per student (A4), for the record's archive. */
export function reportHtml(report: ClassReport): string {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>${escape(report.className)} 세특 자료</title>
<style>body{font-family:sans-serif;line-height:1.5}.page{page-break-after:always}th{text-align:left;padding-right:1em}</style>
</head><body><h1>${escape(report.className)} 세특 자료</h1>
${report.students.map(studentPage).join('\n')}
</body></html>
`;
}
