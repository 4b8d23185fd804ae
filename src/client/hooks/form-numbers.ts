// Apart from useZodForm, which /login loads: only the forms with number inputs need these.

/** A number typed as text: an empty box is no number (the schema says what is missing). */
export const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A limit typed as text, where an empty box means no limit. */
export const optionalNumberOf = (text: string) => (text.trim() === '' ? null : Number(text));
