/**
 * How many symptom analyses (screenings) a user has done. The symptoms service owns them; it has no
 * internal count endpoint yet (`GET /api/symptoms/internal/count?userId=` is planned), so the account
 * service answers what it knows itself: none. Replace `screeningsKnownToAccount` with an HTTP client
 * once that endpoint exists; the dashboard only depends on this interface.
 */
export interface SymptomsCountClient {
  screeningsOf(userId: string): Promise<number>;
}

export const screeningsKnownToAccount: SymptomsCountClient = {
  screeningsOf: async () => 0,
};
