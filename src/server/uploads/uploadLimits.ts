/**
 * Upload quotas and the cap on uploads in flight: without them, 30 × 10 Mo from one member
 * would all be accepted, and 4 uploads in flight would slow every other visitor. Documented in the README.
 */
export interface UploadLimits {
  /** Documents a member may upload per rolling 24 h. */
  filesPerDay: number;
  /** Total bytes a member may upload per rolling 24 h. */
  bytesPerDay: number;
  /** Uploads in flight on one server instance; beyond, 503 with Retry-After. */
  maxInFlight: number;
  /** Uploads in flight for one member; beyond, 429. */
  maxInFlightPerMember: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  filesPerDay: 20,
  bytesPerDay: 50 * 1024 * 1024,
  maxInFlight: 4,
  maxInFlightPerMember: 2,
};

const mo = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} Mo`;

export function uploadLimitMessages(limits: UploadLimits) {
  return {
    tooManyFiles: `Vous avez atteint la limite de ${limits.filesPerDay} documents envoyés par jour. Merci de réessayer demain.`,
    tooMuchData: `Vous avez atteint la limite de ${mo(limits.bytesPerDay)} de documents envoyés par jour. Merci de réessayer demain.`,
    busy: 'Trop de documents sont en cours d’envoi. Merci de réessayer dans quelques instants.',
    memberBusy: 'Vos documents précédents sont encore en cours d’envoi. Merci d’attendre la fin de leur envoi.',
  } as const;
}

/** Counts the uploads in flight on this instance, overall and per member. */
export class UploadGate {
  private total = 0;
  private readonly perMember = new Map<string, number>();
  constructor(private readonly limits: UploadLimits) {}

  /** 'ok' (and the slot is taken: call leave), or why not. */
  enter(memberId: string): 'ok' | 'busy' | 'memberBusy' {
    const mine = this.perMember.get(memberId) ?? 0;
    if (mine >= this.limits.maxInFlightPerMember) return 'memberBusy';
    if (this.total >= this.limits.maxInFlight) return 'busy';
    this.total++;
    this.perMember.set(memberId, mine + 1);
    return 'ok';
  }

  leave(memberId: string): void {
    this.total--;
    const mine = (this.perMember.get(memberId) ?? 1) - 1;
    if (mine <= 0) this.perMember.delete(memberId);
    else this.perMember.set(memberId, mine);
  }
}
