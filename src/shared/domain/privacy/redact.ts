// E-mail addresses and Korean phone numbers (010-1234-5678, 01012345678) in free text.
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PHONE = /01[016789][-\s.]?\d{3,4}[-\s.]?\d{4}/g;

/** A student's name and the label that replaces it (학생 3). */
export interface Pseudonym {
  name: string;
  label: string;
}

/**
 * What a student wrote, with every classmate's name replaced by their label, and e-mails and
 * phone numbers removed. A three-letter Korean name is also found by its given name (가람 for
 * 김가람), as classmates write it.
 */
export function redactText(text: string, pseudonyms: Pseudonym[]): string {
  const forms = pseudonyms.flatMap(({ name, label }) => {
    const given = name.length === 3 ? [{ form: name.slice(1), label }] : [];
    return [{ form: name, label }, ...given];
  });
  // Longest first: 김가람 is replaced whole before 가람 could split it.
  forms.sort((a, b) => b.form.length - a.form.length);
  let redacted = text.replace(EMAIL, '[이메일 삭제]').replace(PHONE, '[전화번호 삭제]');
  for (const { form, label } of forms) {
    if (form.trim().length >= 2) redacted = redacted.split(form).join(label);
  }
  return redacted;
}
