// The order form's chunk, one import for the route (app.tsx) and for the memorial's purchase cards, which
// start fetching it on the visitor's intent (pointer down, touch, focus, hover) so that the tap that follows
// does not wait for it.
export const loadFlowersPage = () => import('./FlowersPage');
