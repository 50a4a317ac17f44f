import { createContext } from "react-router";
import { createDb, type Db } from "./db/client";

/** What every request gets once, shared by the API, the image route and the page loaders. */
export interface RequestContext {
  env: Env;
  /** Work that may finish after the answer has gone (view counts, room broadcasts). */
  executionCtx: Pick<ExecutionContext, "waitUntil">;
  db: Db;
  url: URL;
}

export function buildRequestContext(request: Request, env: Env, executionCtx: Pick<ExecutionContext, "waitUntil">): RequestContext {
  return { env, executionCtx, db: createDb(env.DB), url: new URL(request.url) };
}

/** The React Router context key through which loaders and actions read the request context. */
export const requestContextKey = createContext<RequestContext>();
