// What a text field that names or describes a file may not hold: the C0 control characters and DEL. Tabs and line
// breaks are kept (a description's textarea produces them); everything else cannot be typed, and PostgreSQL cannot
// store a NUL at all.

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Text must not contain control characters';

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);
