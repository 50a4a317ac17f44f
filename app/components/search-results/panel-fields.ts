/**
 * The filter panel's fields as a reader left them: read before an answer comes, and given back
 * to the server's new panel once it is in place (what was changed meanwhile, and the focus).
 */

type Field = HTMLInputElement | HTMLSelectElement;

function fieldsOf(form: HTMLFormElement, name?: string): Field[] {
  const fields: Field[] = [];
  for (const field of form.querySelectorAll("input, select")) {
    if ((field instanceof HTMLInputElement || field instanceof HTMLSelectElement) && field.name && (name === undefined || field.name === name))
      fields.push(field);
  }
  return fields;
}

/** Each field's value as a reader set it: a radio group's choice, a checkbox's tick, else the value. */
export function fieldValues(form: HTMLFormElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const field of fieldsOf(form)) {
    const ticked = field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");
    if (!ticked) values.set(field.name, field.value);
    else if (field.checked) values.set(field.name, field.value);
    else if (!values.has(field.name)) values.set(field.name, "");
  }
  return values;
}

export function setField(form: HTMLFormElement, name: string, value: string): void {
  for (const field of fieldsOf(form, name)) {
    if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox")) field.checked = field.value === value;
    else if (!(field instanceof HTMLSelectElement) || [...field.options].some((option) => option.value === value)) field.value = value;
  }
}

/** The address the form would load without a script (the server tidies it into the canonical one). */
export function formAddress(form: HTMLFormElement): string {
  const url = new URL(form.action);
  url.search = new URLSearchParams(new FormData(form) as unknown as Record<string, string>).toString();
  return url.href;
}

export interface Focus {
  name: string;
  value: string;
  caret: number | null;
}

/** Which of the form's fields has the focus, and where its caret is. */
export function focusedField(form: HTMLFormElement | null): Focus | null {
  const active = document.activeElement;
  if (!form || !(active instanceof HTMLInputElement || active instanceof HTMLSelectElement) || active.form !== form || !active.name) return null;
  let caret: number | null = null;
  try {
    caret = active instanceof HTMLInputElement ? active.selectionStart : null;
  } catch {
    // Number inputs have no caret to read.
  }
  return { name: active.name, value: active.value, caret };
}

/** The focus given back to the same field of the new form (a radio: the same choice). */
export function refocus(form: HTMLFormElement, focus: Focus | null): void {
  if (!focus) return;
  const candidates = fieldsOf(form, focus.name);
  const field =
    candidates.find((candidate) => !(candidate instanceof HTMLInputElement && candidate.type === "radio") || candidate.value === focus.value) ?? candidates[0];
  field?.focus({ preventScroll: true });
  if (field instanceof HTMLInputElement && focus.caret !== null) {
    try {
      field.setSelectionRange(focus.caret, focus.caret);
    } catch {
      // Not every input has a caret.
    }
  }
}
