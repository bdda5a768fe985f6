import type { Right } from '../../contract/permissions';
import type { Principal } from '../auth/principals';

export interface RoutePermission {
  /** permission path, e.g. 'system/user' */
  path: string;
  right: Right;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** reachable without a token */
    public?: boolean;
    /**
     * the right the route needs (a list: any one of them); routes with neither this nor `public`
     * only need a signed-in user
     */
    permission?: RoutePermission | readonly RoutePermission[];
    /**
     * the platform's own figures (a provider's account balance, every business's totals): refused
     * (403) to users bound to a business or franchise, whatever their permissions (docs/tenancy.md)
     */
    platformOnly?: boolean;
    /** registered through defineRoute (server/http/route.ts), or by the engine from a declaration */
    declared?: boolean;
  }
  interface FastifyRequest {
    principal: Principal;
  }
}
