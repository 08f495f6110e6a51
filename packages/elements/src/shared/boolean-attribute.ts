/**
 * A boolean attribute's value as the element's container reads it (issue 37): `true`, or a string as r2wc parses the
 * attribute (`"true"`, `"yes"`, `"1"`: on; `"false"`, `"no"`, `"0"`, `""`: off). A framework that sets the element's
 * property rather than its attribute (Vue sets `open="false"` as the string property) gets what the attribute would
 * give, where the string "false" was truthy.
 */
export function isOn(value: unknown): boolean {
  return /^\s*[ty1-9]/i.test(String(value));
}
