/**
 * A lamp's check-in window in seconds: the longer of the set and the confirmed next-connection seconds (a
 * lamp still on its old, longer schedule is not late), plus the grace.
 */
export function checkinWindowSeconds(
  lamp: { secondsNextConnection: number; appliedNextConnection: number | null },
  graceSeconds: number,
): number {
  return Math.max(lamp.secondsNextConnection, lamp.appliedNextConnection ?? 0) + graceSeconds;
}
