import type { FastifyReply } from 'fastify';

/**
 * The body of a successful answer (docs/product.md, Calls: conventions): `success: true` beside the call's own fields,
 * the server's side of `successResponse` in common/src/schemas/common.ts.
 */
export function ok<Fields extends object>(fields: Fields): { success: true } & Fields {
  return { success: true, ...fields };
}

/** 201 Created: the answer of a call that made something, with the `ok` body. */
export function created<Fields extends object>(reply: FastifyReply, fields: Fields): FastifyReply {
  return reply.status(201).send(ok(fields));
}
