import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** The app as a module's routes see it: requests and answers typed by the zod schemas of common/. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** `app` with the zod type provider: what a module hands its routes. */
export const zodApp = (app: FastifyInstance): ZodApp => app.withTypeProvider<ZodTypeProvider>();
