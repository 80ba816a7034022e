/**
 * Puts values into a form's uncontrolled inputs (the DOM holds their state): a checkbox group ticks
 * the boxes whose values are given and unticks the others, a multiple select selects its given
 * options, any other field takes the first value. Fields not named in `values` are left alone.
 */
export function fillForm(form: HTMLFormElement, values: URLSearchParams) {
  for (const name of new Set(values.keys())) {
    const given = values.getAll(name);
    const field = form.elements.namedItem(name);
    if (field instanceof RadioNodeList) {
      for (const box of field)
        if (box instanceof HTMLInputElement) box.checked = given.includes(box.value);
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked = given.includes(field.value);
    } else if (field instanceof HTMLSelectElement && field.multiple) {
      for (const option of field.options) option.selected = given.includes(option.value);
    } else if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
      field.value = given[0] ?? '';
    }
  }
}
