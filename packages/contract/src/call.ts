import type * as z from 'zod/mini';

/** Which envelope a call answers with, and so which base path it lives under. */
export type CallFamily = 'online' | 'oldRepayment' | 'promotion';

export interface CallDef<Req extends z.ZodMiniType = z.ZodMiniType, Data extends z.ZodMiniType = z.ZodMiniType> {
  /** Short name, used in logs, the OpenAPI operation id and tests. */
  readonly name: string;
  readonly family: CallFamily;
  readonly method: 'GET' | 'POST';
  /** Path below the family's base (`/online`, `/api/v1/{provider}/{provider}-api/service/loan`, `/api/v2/{provider}`). */
  readonly path: string;
  /** Query for GET, body for POST (form-encoded unless `multipart`). */
  readonly request: Req;
  readonly data: Data;
  /** `session`: the borrower is identified by `userId` + `sessionId`. */
  readonly auth: 'session' | 'public';
  readonly multipart?: boolean;
  /**
   * POST fields a client may send in the query string instead of the body (older clients send some calls that way).
   * The server takes either; both given and different is refused.
   */
  readonly queryFields?: readonly string[];
  /** Success code when it differs from the family's (`channel-template` answers `'00'` among `'0'` calls). */
  readonly successCode?: string;
  readonly summary: string;
}

export function defineCall<Req extends z.ZodMiniType, Data extends z.ZodMiniType>(
  def: CallDef<Req, Data>,
): CallDef<Req, Data> {
  return def;
}

export type CallRequest<C> = C extends CallDef<infer R, z.ZodMiniType> ? z.input<R> : never;
export type CallRequestParsed<C> = C extends CallDef<infer R, z.ZodMiniType> ? z.output<R> : never;
export type CallData<C> = C extends CallDef<z.ZodMiniType, infer D> ? z.output<D> : never;
