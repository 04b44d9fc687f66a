/**
 * The react-router v7 behaviours every router of the app opts into (navigation updates in startTransition,
 * relative paths in splat routes resolved as v7 does), so upgrading the router changes nothing.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
