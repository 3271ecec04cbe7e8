/** An empty query value (a form sent with a field left blank) read as absent, so the field's default or "any" applies. */
export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
