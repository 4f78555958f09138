/**
 * The body of a successful answer (SPEC §8): `success: true` beside the call's own fields, the server's side of
 * `successResponse` in common/src/schemas/common.ts.
 */
export function ok<Fields extends object>(fields: Fields): { success: true } & Fields {
  return { success: true, ...fields };
}
