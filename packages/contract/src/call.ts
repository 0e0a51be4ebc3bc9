import type * as z from 'zod/mini';

/**
 * Which envelope a call answers with, and so which base path it lives under: `online`, `oldRepayment` and
 * `promotion` are the borrower app's, `staff` the support desk's (`{ code, success, message, data }` below
 * STAFF_API_BASE).
 */
export type CallFamily = 'online' | 'oldRepayment' | 'promotion' | 'staff';
export type BorrowerFamily = Exclude<CallFamily, 'staff'>;

/** `session`: the borrower is identified by `userId` + `sessionId`. */
export type BorrowerAccess = 'public' | 'session';
/**
 * Who may call a staff call. `public`: anyone (sign-in, the password link; Origin still checked on POST);
 * `agent`: any signed-in agent or a personal API token; `admin`: an admin only. A token needs the scope `read` for a
 * GET and `work` for a POST (STAFF_TOKEN_SCOPES).
 */
export type StaffAccess = 'public' | 'agent' | 'admin';
export type CallAccess = BorrowerAccess | StaffAccess;

/** How a POST's fields travel: form-encoded (the borrower families), JSON (the desk) or a multipart upload. */
export type CallBody = 'form' | 'json' | 'multipart';

interface CallShape<Req extends z.ZodMiniType, Data extends z.ZodMiniType, Params extends z.ZodMiniType> {
  /** Short name, used in logs, the OpenAPI operation id and tests. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  /**
   * Path below the family's base (`/online`, `/api/v1/{provider}/{provider}-api/service/loan`, `/api/v2/{provider}`,
   * `/staff/api`); `:id`-style segments are path parameters, parsed with `params`.
   */
  readonly path: string;
  readonly params?: Params;
  /** Query for GET, body for POST (encoded as `body` says; a multipart call parses its parts itself). */
  readonly request: Req;
  /** The envelope's `data`; for a `binary` call, nothing (its answer is the bytes). */
  readonly data: Data;
  /** Form-encoded unless said otherwise for a borrower call, JSON for a staff call (see `bodyOf`). */
  readonly body?: CallBody;
  /** Answers bytes (an image), not an envelope. */
  readonly binary?: boolean;
  readonly summary: string;
}

export interface BorrowerCallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
  Params extends z.ZodMiniType = z.ZodMiniType,
> extends CallShape<Req, Data, Params> {
  readonly family: BorrowerFamily;
  readonly auth: BorrowerAccess;
  /**
   * POST fields a client may send in the query string instead of the body (older clients send some calls that way).
   * The server takes either; both given and different is refused.
   */
  readonly queryFields?: readonly string[];
  /** Success code when it differs from the family's (`channel-template` answers `'00'` among `'0'` calls). */
  readonly successCode?: string;
}

export interface StaffCallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
  Params extends z.ZodMiniType = z.ZodMiniType,
> extends CallShape<Req, Data, Params> {
  readonly family: 'staff';
  readonly auth: StaffAccess;
  /** The console only: a personal API token is refused (sessions, tokens, passwords). */
  readonly sessionOnly?: boolean;
}

/** One call of either app: where it lives, who may call it, what it takes and what it answers. */
export type CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Data extends z.ZodMiniType = z.ZodMiniType,
  Params extends z.ZodMiniType = z.ZodMiniType,
> = BorrowerCallDef<Req, Data, Params> | StaffCallDef<Req, Data, Params>;

/** Declares a call; its literal type is kept, so handlers and clients infer the request, data and flags. */
export function defineCall<const D extends CallDef>(def: D): D {
  return def;
}

/** How the call's POST fields travel. */
export function bodyOf(call: CallDef): CallBody {
  return call.body ?? (call.family === 'staff' ? 'json' : 'form');
}

/** The path below the family's base with its `:name` parameters filled in (URL-encoded). */
export function fillPath(call: Pick<CallDef, 'name' | 'path'>, params: Record<string, string | number> = {}): string {
  return call.path.replace(/:([A-Za-z]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${call.name}: missing ${key}`);
    return encodeURIComponent(String(value));
  });
}

export type CallRequest<C> = C extends CallDef<infer R, z.ZodMiniType> ? z.input<R> : never;
export type CallRequestParsed<C> = C extends CallDef<infer R, z.ZodMiniType> ? z.output<R> : never;
export type CallData<C> = C extends CallDef<z.ZodMiniType, infer D> ? z.output<D> : never;
/** The path parameters a call's handler gets, parsed (`{}` for a call without any). */
export type CallParamsParsed<C> = C extends { readonly params: infer P extends z.ZodMiniType } ? z.output<P> : object;
