// Starts the scaled-out platform once for the run and hands its addresses to the tests (SCALE_CLUSTER);
// the returned function is the global teardown.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { startScaleCluster } = await import('../support/scale-cluster.mjs');
  const { stop, ...addresses } = await startScaleCluster();
  process.env.SCALE_CLUSTER = JSON.stringify(addresses);
  return stop;
}
