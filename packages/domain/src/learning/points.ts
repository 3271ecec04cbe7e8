/** Points of a finished training (spec §3 History entry). */

export interface HistoryScores {
  formations: readonly { initialScore: number | null; finalScore: number | null }[];
  points: number;
}

/** Points = the sum of the rounded initial and final scores of each formation, plus the training's points (spec §3). */
export function historyPoints(entry: HistoryScores): number {
  const scores = entry.formations.reduce((sum, f) => sum + Math.round(f.initialScore ?? 0) + Math.round(f.finalScore ?? 0), 0);
  return scores + entry.points;
}
